// 超长停车 and 多设备离线 (risk_counts.h).
#include "store/risk_counts.h"

#include <algorithm>
#include <map>
#include <set>

#include "store/expired_clause.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"
#include "store/risk_vehicle_info.h"

namespace chelian::store {
namespace {

constexpr long long kDayMs = 86'400'000;

// The WHERE clause of 超长停车 and its parameters (after the user id of the info SELECT).
std::string LongStopWhere(const Scope& scope, StopRange range, long long now, long long hide_expired_at,
                          Params& params) {
  params.push_back(LikePrefix(scope.group_path));
  params.push_back(now - static_cast<long long>(range.end_day) * kDayMs);
  params.push_back(now - static_cast<long long>(range.start_day) * kDayMs);
  return "WHERE g.path LIKE ? ESCAPE '\\' AND s.motion = 2 AND s.motion_since > 0 AND s.motion_since BETWEEN ? AND ? " +
         NotExpiredClause("a.id", hide_expired_at, params);
}

}  // namespace

Result<LongStopPage> QueryLongStops(Connection& conn, const Scope& scope, long long user_id, StopRange range,
                                    long long now, long long limit, long long offset, long long hide_expired_at) {
  LongStopPage page;
  auto total = CountLongStops(conn, scope, range, now, hide_expired_at);
  if (!total.ok()) return total.status();
  page.total = *total;
  Params params{user_id};
  std::string sql =
      RiskInfoSelect("") + LongStopWhere(scope, range, now, hide_expired_at, params) + "ORDER BY s.motion_since, a.id";
  AppendPage(sql, params, limit, offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) page.rows.push_back(RiskInfoOf(r));
  return page;
}

Result<long long> CountLongStops(Connection& conn, const Scope& scope, StopRange range, long long now,
                                 long long hide_expired_at) {
  Params params;
  std::string sql =
      "SELECT COUNT(*) FROM assets a JOIN groups g ON g.id = a.group_id "
      "JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
      "JOIN device_state s ON s.device_id = d.id " +
      LongStopWhere(scope, range, now, hide_expired_at, params);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  return rows->front().Int(0);
}

Result<std::vector<RelatedOffline>> ListRelatedOffline(Connection& conn, const Scope& scope, long long now,
                                                       long long offline_after_ms) {
  struct Dev {
    RelatedDevice d;
    std::string frame_no;
  };
  std::vector<Dev> devs;
  Status st = conn.QueryEach(
      "SELECT a.id, d.id, a.group_id, COALESCE(s.recv_time, 0), a.plate, g.name, d.terminal_no, d.terminal_type, "
      "d.long_standby, COALESCE(s.lat, 0), COALESCE(s.lon, 0), COALESCE(a.frame_no, '') FROM assets a "
      "JOIN groups g ON g.id = a.group_id JOIN devices d ON d.asset_id = a.id "
      "LEFT JOIN device_state s ON s.device_id = d.id WHERE g.path LIKE ? ESCAPE '\\' ORDER BY a.plate, d.id",
      {LikePrefix(scope.group_path)}, [&](const Row& r) {
        devs.push_back({{r.Int(0), r.Int(1), r.Int(2), r.Int(3), r.Text(4), r.Text(5), r.Text(6), r.Text(7),
                         static_cast<int>(r.Int(8)), r.Real(9), r.Real(10)},
                        r.Text(11)});
      });
  if (!st.ok()) return st;
  auto silent = [&](const RelatedDevice& d) { return d.recv_time == 0 || now - d.recv_time >= offline_after_ms; };
  std::map<std::string, std::vector<const Dev*>> by_plate, by_frame;
  for (const auto& d : devs) {
    if (!d.d.plate.empty()) by_plate[d.d.plate].push_back(&d);
    if (!d.frame_no.empty()) by_frame[d.frame_no].push_back(&d);
  }
  std::vector<RelatedOffline> out;
  auto take = [&](const std::string& key, int car_type, const std::vector<const Dev*>& set) {
    if (set.size() < 2) return;
    if (!std::all_of(set.begin(), set.end(), [&](const Dev* d) { return silent(d->d); })) return;
    RelatedOffline g{key, car_type, set.front()->d.group_name, {}};
    for (const Dev* d : set) g.devices.push_back(d->d);
    out.push_back(std::move(g));
  };
  for (const auto& [plate, set] : by_plate) take(plate, 0, set);
  // A frame number joins vehicles of different plates only (one plate is already a set above).
  for (const auto& [frame, set] : by_frame) {
    std::set<std::string> plates;
    for (const Dev* d : set) plates.insert(d->d.plate);
    if (plates.size() > 1) take(frame, 1, set);
  }
  return out;
}

Result<long long> CountRelatedOffline(Connection& conn, const Scope& scope, long long now, long long offline_after_ms) {
  auto list = ListRelatedOffline(conn, scope, now, offline_after_ms);
  if (!list.ok()) return list.status();
  return static_cast<long long>(list->size());
}

}  // namespace chelian::store
