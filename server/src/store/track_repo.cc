// Track repository.
#include "store/track_repo.h"

#include <cstdlib>

#include "store/placeholders.h"
#include "store/position_pack.h"

namespace chelian::store {

int BatteryOf(const std::string& attributes) {
  static constexpr char kKey[] = "\"batteryPct\":";
  size_t at = attributes.find(kKey);
  if (at == std::string::npos) return -1;
  const char* p = attributes.c_str() + at + sizeof kKey - 1;
  char* end = nullptr;
  long v = std::strtol(p, &end, 10);
  return end == p ? -1 : static_cast<int>(v);
}

Result<TrackVehicle> FindTrackVehicle(Connection& conn, const Scope& scope, long long asset_id,
                                      const std::string& plate) {
  constexpr char kSelect[] =
      "SELECT a.id, a.group_id, g.name, a.plate, d.terminal_no, d.terminal_type, d.long_standby, d.id, "
      "COALESCE(d.expires_at, 0) "
      "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id ";
  Result<Rows> rows = Rows{};
  if (asset_id > 0) {
    rows = conn.Query(std::string(kSelect) + "WHERE a.id = ? AND g.path LIKE ? ORDER BY d.id",
                      {asset_id, scope.LikePattern()});
  } else if (!plate.empty()) {
    rows = conn.Query(std::string(kSelect) +
                          "WHERE a.id = (SELECT asset_id FROM devices WHERE terminal_no = ?) "
                          "AND g.path LIKE ? ORDER BY d.id",
                      {plate, scope.LikePattern()});
    if (rows.ok() && rows->empty())
      rows = conn.Query(std::string(kSelect) +
                            "WHERE a.id = (SELECT MIN(a2.id) FROM assets a2 JOIN groups g2 ON "
                            "g2.id = a2.group_id WHERE a2.plate = ? AND g2.path LIKE ?) ORDER BY d.id",
                        {plate, scope.LikePattern()});
  }
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权访问");
  TrackVehicle v;
  const Row& first = rows->front();
  v.asset_id = first.Int(0);
  v.group_id = first.Int(1);
  v.group_name = first.Text(2);
  v.plate = first.Text(3);
  v.terminal_no = first.Text(4);
  v.terminal_type = first.Text(5);
  v.long_standby = static_cast<int>(first.Int(6));
  v.expires_at = first.Int(8);
  for (const Row& r : *rows)
    if (!r.IsNull(7)) v.device_ids.push_back(r.Int(7));
  return v;
}

Result<std::vector<TrackFix>> LoadTrackFixes(Connection& conn, const std::vector<long long>& device_ids,
                                             long long from_ms, long long to_ms, size_t limit) {
  std::vector<TrackFix> out;
  if (device_ids.empty()) return out;
  std::string sql =
      "SELECT fix_time, lat, lon, speed, course, flags, mileage, battery FROM stored_track WHERE device_id ";
  Params params;
  if (device_ids.size() == 1) {
    sql += "= ? ";
    params.push_back(device_ids[0]);
  } else {
    sql += "IN (" + Placeholders(device_ids.size()) + ") ";
    params.insert(params.end(), device_ids.begin(), device_ids.end());
  }
  sql += "AND fix_time >= ? AND fix_time <= ? ORDER BY fix_time LIMIT ?";
  params.push_back(from_ms);
  params.push_back(to_ms);
  params.push_back(static_cast<long long>(limit));
  Status read = conn.QueryEach(sql, params, [&out](const Row& r) {
    TrackFix f;
    f.fix_time = r.Int(0);
    f.lat = r.Real(1);
    f.lon = r.Real(2);
    f.speed = r.Real(3);
    f.course = static_cast<int>(r.Int(4));
    f.flags = static_cast<int>(r.Int(5));
    f.mileage = r.Real(6);
    if (!r.IsNull(7)) f.battery_pct = static_cast<int>(r.Int(7));
    out.push_back(f);
  });
  if (!read.ok()) return read;
  return out;
}

Result<TrackFacts> ReadTrackFacts(Connection& conn, const std::vector<long long>& device_ids, long long from_ms,
                                  long long to_ms) {
  TrackFacts facts;
  if (device_ids.empty()) return facts;
  const std::string devices = "device_id IN (" + Placeholders(device_ids.size()) + ")";
  const std::string period = devices + " AND fix_time >= ? AND fix_time <= ?";
  // Sums relative to the period's start stay far inside 64 bits (a 90-day period at 1 Hz).
  const std::string counted = "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(fix_time - ?), 0) AS BIGINT) AS s FROM ";
  std::string sql;
  Params params;
  auto add_period = [&] {
    params.push_back(from_ms);
    params.insert(params.end(), device_ids.begin(), device_ids.end());
    params.push_back(from_ms);
    params.push_back(to_ms);
  };
  if (conn.Engine() == "sqlite") {
    // The branches of stored_track (migration 0162), each counted where it is stored: counting
    // through the view would read every column of every fix.
    sql = "SELECT k.n + t.n, k.s + t.s, p.n, p.f, p.l FROM (" + counted + "position_keys WHERE " + period + ") k, (" +
          counted +
          "positions WHERE rowid > (SELECT keyed_upto FROM position_fold) AND NOT (rowid <= (SELECT upto_rowid "
          "FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold)) AND " +
          period +
          ") t, (SELECT COUNT(*) AS n, COALESCE(SUM(fixes), 0) AS f, COALESCE(SUM(last_fix - ?), 0) AS l "
          "FROM position_packs WHERE " +
          devices + " AND day_start <= ? AND day_start > ?) p";
    add_period();
    add_period();
    params.push_back(from_ms);
    params.insert(params.end(), device_ids.begin(), device_ids.end());
    params.push_back(to_ms);
    params.push_back(from_ms - kPackDayMs);
  } else {
    // PostgreSQL stores no packs: the same five columns, the last three 0.
    sql = "SELECT n, s, 0, 0, 0 FROM (" + counted + "stored_track WHERE " + period + ") f";
    add_period();
  }
  Status read = conn.QueryEach(sql, params, [&facts](const Row& r) {
    facts = {r.Int(0), r.Int(1), r.Int(2), r.Int(3), r.Int(4)};
  });
  if (!read.ok()) return read;
  return facts;
}

}  // namespace chelian::store
