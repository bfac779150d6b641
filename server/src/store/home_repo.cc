// The big screen's counts: one aggregate query each over the caller's subtree.
#include "store/home_repo.h"

#include <algorithm>

#include "store/like_pattern.h"

namespace chelian::store {
namespace {

constexpr long long kDayMs = 86'400'000;
// Fitted devices of the vehicles in the subtree (the first parameter is the subtree's pattern).
constexpr char kFittedDevices[] =
    " FROM devices d JOIN assets a ON a.id = d.asset_id JOIN groups g ON g.id = a.group_id "
    "WHERE g.path LIKE ? ESCAPE '\\' ";

long long IntOr0(const Row& r, size_t i) { return r.IsNull(i) ? 0 : r.Int(i); }

}  // namespace

Result<VehicleStateCounts> CountVehicleStates(Connection& conn, const Scope& scope, long long online_since_ms) {
  auto rows = conn.Query(
      "SELECT COUNT(*), SUM(CASE WHEN t.last IS NULL THEN 1 ELSE 0 END), "
      "SUM(CASE WHEN t.last > ? THEN 1 ELSE 0 END) FROM ("
      "SELECT a.id, MAX(s.recv_time) AS last FROM assets a JOIN groups g ON g.id = a.group_id "
      "LEFT JOIN devices d ON d.asset_id = a.id LEFT JOIN device_state s ON s.device_id = d.id "
      "WHERE g.path LIKE ? ESCAPE '\\' GROUP BY a.id) t",
      {online_since_ms, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  const Row& r = rows->front();
  VehicleStateCounts c;
  c.vehicles = IntOr0(r, 0);
  c.never_online = IntOr0(r, 1);
  c.online = IntOr0(r, 2);
  c.offline = c.vehicles - c.never_online - c.online;
  return c;
}

Result<ExpiryCounts> CountExpiry(Connection& conn, const Scope& scope, long long now_ms) {
  const long long d3 = now_ms + 3 * kDayMs, d7 = now_ms + 7 * kDayMs, d30 = now_ms + 30 * kDayMs;
  auto rows = conn.Query(std::string("SELECT SUM(CASE WHEN d.expires_at <= ? THEN 1 ELSE 0 END), "
                                     "SUM(CASE WHEN d.expires_at > ? AND d.expires_at <= ? THEN 1 ELSE 0 END), "
                                     "SUM(CASE WHEN d.expires_at > ? AND d.expires_at <= ? THEN 1 ELSE 0 END), "
                                     "SUM(CASE WHEN d.expires_at > ? THEN 1 ELSE 0 END)") +
                             kFittedDevices + "AND d.settled_at = 0 AND d.expires_at > 0 AND d.expires_at <= ?",
                         {now_ms, now_ms, d3, d3, d7, d7, LikePrefix(scope.group_path), d30});
  if (!rows.ok()) return rows.status();
  const Row& r = rows->front();
  return ExpiryCounts{IntOr0(r, 3), IntOr0(r, 2), IntOr0(r, 1), IntOr0(r, 0)};
}

Result<DeviceKindCounts> CountDeviceKinds(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(std::string("SELECT d.terminal_type, d.long_standby, COUNT(*)") + kFittedDevices +
                             "GROUP BY d.terminal_type, d.long_standby",
                         {LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  DeviceKindCounts c;
  for (const Row& r : *rows) {
    const long long n = r.Int(2);
    (r.Int(1) == 1 ? c.wireless : c.wired) += n;
    std::string type = r.Text(0);
    auto it = std::find_if(c.types.begin(), c.types.end(), [&](const auto& t) { return t.first == type; });
    if (it == c.types.end())
      c.types.emplace_back(std::move(type), n);
    else
      it->second += n;
  }
  std::stable_sort(c.types.begin(), c.types.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
  return c;
}

Result<std::vector<std::pair<long long, long long>>> CountPerLocalDay(Connection& conn, const Scope& scope,
                                                                      VehicleEvent event, long long since_ms,
                                                                      int utc_offset_minutes) {
  const long long offset_ms = static_cast<long long>(utc_offset_minutes) * 60'000;
  std::string sql;
  switch (event) {
    case VehicleEvent::kAdded:
      sql =
          "SELECT (a.created_at + ?) / 86400000 AS day, COUNT(*) FROM assets a JOIN groups g ON g.id = a.group_id "
          "WHERE g.path LIKE ? ESCAPE '\\' AND a.created_at >= ? GROUP BY day ORDER BY day";
      break;
    case VehicleEvent::kSettled:
      sql = std::string("SELECT (d.settled_at + ?) / 86400000 AS day, COUNT(DISTINCT a.id)") + kFittedDevices +
            "AND d.settled_at >= ? GROUP BY day ORDER BY day";
      break;
    case VehicleEvent::kActivated:
      sql = std::string("SELECT (d.activated_at + ?) / 86400000 AS day, COUNT(DISTINCT a.id)") + kFittedDevices +
            "AND d.activated_at >= ? GROUP BY day ORDER BY day";
      break;
  }
  // A settled_at of 0 means "not settled": the window starts after the epoch anyway.
  auto rows = conn.Query(sql, {offset_ms, LikePrefix(scope.group_path), std::max(1LL, since_ms)});
  if (!rows.ok()) return rows.status();
  std::vector<std::pair<long long, long long>> out;
  out.reserve(rows->size());
  for (const Row& r : *rows) out.emplace_back(r.Int(0), r.Int(1));
  return out;
}

Result<std::vector<LastPoint>> ListLastPoints(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT a.id, s.lat, s.lon FROM device_state s JOIN devices d ON d.id = s.device_id JOIN assets a ON a.id = "
      "d.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ? ESCAPE '\\' ORDER BY a.id, s.recv_time DESC",
      {LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  std::vector<LastPoint> out;
  out.reserve(rows->size());
  long long previous = -1;
  for (const Row& r : *rows) {
    if (r.Int(0) == previous) continue;  // an older device of the same vehicle
    previous = r.Int(0);
    out.push_back({r.Real(1), r.Real(2)});
  }
  return out;
}

}  // namespace chelian::store
