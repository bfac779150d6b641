// 新国标 daily tallies (gb_day_repo.h).
#include "store/gb_day_repo.h"

#include "store/like_pattern.h"

namespace chelian::store {
namespace {

constexpr const char* kColumns =
    "device_id, day, fixes, gnss_known, beidou, gaps, gaps_within, max_gap_s, offline_periods, offline_s, "
    "long_offline, overspeed_events, overspeed_longest_s, overspeed_max_kmh, tamper_events, interval_s, computed_at";

}  // namespace

Status EachGbDay(Connection& conn, const std::string& path, int from_day, int to_day,
                 const std::function<void(const GbDayRow&)>& on_row) {
  return conn.QueryEach(
      std::string("SELECT ") +
          "x.device_id, x.day, x.fixes, x.gnss_known, x.beidou, x.gaps, x.gaps_within, x.max_gap_s, "
          "x.offline_periods, x.offline_s, x.long_offline, x.overspeed_events, x.overspeed_longest_s, "
          "x.overspeed_max_kmh, x.tamper_events, x.interval_s, x.computed_at "
          "FROM gb_days x JOIN devices d ON d.id = x.device_id JOIN assets a ON a.id = d.asset_id "
          "JOIN groups g ON g.id = a.group_id "
          "WHERE a.kind = 4 AND g.path LIKE ? ESCAPE '\\' AND x.day BETWEEN ? AND ? ORDER BY x.device_id, x.day",
      {LikePrefix(path), from_day, to_day}, [&](const Row& r) {
        GbDayRow d;
        d.device_id = r.Int(0);
        d.day = static_cast<int>(r.Int(1));
        d.fixes = r.Int(2);
        d.gnss_known = r.Int(3);
        d.beidou = r.Int(4);
        d.gaps = r.Int(5);
        d.gaps_within = r.Int(6);
        d.max_gap_s = r.Int(7);
        d.offline_periods = r.Int(8);
        d.offline_s = r.Int(9);
        d.long_offline = r.Int(10);
        d.overspeed_events = r.Int(11);
        d.overspeed_longest_s = r.Int(12);
        d.overspeed_max_kmh = r.Real(13);
        d.tamper_events = r.Int(14);
        d.interval_s = static_cast<int>(r.Int(15));
        d.computed_at = r.Int(16);
        on_row(d);
      });
}

Status ReplaceGbDays(Connection& conn, long long device_id, int from_day, int to_day,
                     const std::vector<GbDayRow>& rows) {
  return InTransaction(conn, [&]() -> Status {
    Status st =
        conn.Exec("DELETE FROM gb_days WHERE device_id = ? AND day BETWEEN ? AND ?", {device_id, from_day, to_day});
    if (!st.ok()) return st;
    for (const auto& d : rows) {
      st = conn.Exec(std::string("INSERT INTO gb_days (") + kColumns +
                         ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     {d.device_id, d.day, d.fixes, d.gnss_known, d.beidou, d.gaps, d.gaps_within, d.max_gap_s,
                      d.offline_periods, d.offline_s, d.long_offline, d.overspeed_events, d.overspeed_longest_s,
                      d.overspeed_max_kmh, d.tamper_events, d.interval_s, d.computed_at});
      if (!st.ok()) return st;
    }
    return Status::Ok();
  });
}

Status EachGbFix(Connection& conn, long long device_id, long long from_ms, long long to_ms,
                 const std::function<void(const GbStoredFix&)>& on_fix) {
  return conn.QueryEach(
      "SELECT fix_time, speed, lat, lon, flags, COALESCE(attributes, '') FROM stored_positions "
      "WHERE device_id = ? AND fix_time >= ? AND fix_time < ? ORDER BY fix_time",
      {device_id, from_ms, to_ms}, [&](const Row& r) {
        GbStoredFix f;
        f.fix_time = r.Int(0);
        f.speed = r.Real(1);
        f.lat = r.Real(2);
        f.lon = r.Real(3);
        f.flags = static_cast<int>(r.Int(4));
        f.attributes = r.Text(5);
        on_fix(f);
      });
}

Result<long long> FixTimeBefore(Connection& conn, long long device_id, long long before_ms) {
  // Newest first with a limit, not MAX(): a packed month (D168) is then read from its last day back.
  auto rows = conn.Query(
      "SELECT fix_time FROM stored_positions WHERE device_id = ? AND fix_time < ? ORDER BY fix_time DESC LIMIT 1",
      {device_id, before_ms});
  if (!rows.ok()) return rows.status();
  return rows->empty() ? 0 : rows->front().Int(0);
}

Status EachAlarmStart(Connection& conn, long long device_id, long long from_ms, long long to_ms,
                      const std::function<void(const AlarmEpisodeStart&)>& on_alarm) {
  return conn.QueryEach(
      "SELECT begin_time, code, label, COALESCE(begin_lat, 0), COALESCE(begin_lon, 0) FROM alarms "
      "WHERE device_id = ? AND begin_time >= ? AND begin_time < ? ORDER BY begin_time",
      {device_id, from_ms, to_ms}, [&](const Row& r) {
        on_alarm({r.Int(0), r.Text(1), r.Text(2), r.Real(3), r.Real(4)});
      });
}

}  // namespace chelian::store
