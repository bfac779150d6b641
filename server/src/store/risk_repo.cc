// 风控中心 repository (risk_repo.h).
#include "store/risk_repo.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "store/expired_clause.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"
#include "store/placeholders.h"
#include "store/risk_vehicle_info.h"

namespace chelian::store {
namespace {

// "(?, ?, …)" for `codes`, appended to `params`.
std::string InList(const std::vector<std::string>& codes, Params& params) {
  params.insert(params.end(), codes.begin(), codes.end());
  return "(" + Placeholders(codes.size()) + ")";
}

}  // namespace

Result<std::vector<RiskAlarmRow>> ListRiskAlarms(Connection& conn, long long since,
                                                 const std::vector<std::string>& codes) {
  std::vector<RiskAlarmRow> out;
  if (codes.empty()) return out;
  Params params{since};
  std::string sql =
      "SELECT asset_id, id, begin_time, code, COALESCE(data, ''), COALESCE(begin_lat, 0), COALESCE(begin_lon, 0) "
      "FROM alarms WHERE begin_time >= ? AND code IN " +
      InList(codes, params) + " ORDER BY asset_id";
  Status st = conn.QueryEach(sql, params, [&](const Row& r) {
    out.push_back({r.Int(0), r.Int(1), r.Int(2), r.Text(3), r.Text(4), r.Real(5), r.Real(6)});
  });
  if (!st.ok()) return st;
  return out;
}

Result<std::vector<FleetStateRow>> ListFleetStates(Connection& conn) {
  std::vector<FleetStateRow> out;
  Status st = conn.QueryEach(
      "SELECT a.id, s.device_id, COALESCE(s.recv_time, 0), COALESCE(s.motion_since, 0), COALESCE(s.motion, 0), "
      "COALESCE(s.lat, 0), COALESCE(s.lon, 0) FROM assets a LEFT JOIN devices d ON d.asset_id = a.id "
      "LEFT JOIN device_state s ON s.device_id = d.id ORDER BY a.id",
      {}, [&](const Row& r) {
        const long long asset = r.Int(0);
        const bool has = !r.IsNull(1);
        if (out.empty() || out.back().asset_id != asset) out.push_back({asset});
        FleetStateRow& v = out.back();
        if (!has || (v.has_state && r.Int(2) <= v.recv_time)) return;
        v.has_state = true;
        v.recv_time = r.Int(2);
        v.motion_since = r.Int(3);
        v.motion = static_cast<int>(r.Int(4));
        v.lat = r.Real(5);
        v.lon = r.Real(6);
      });
  if (!st.ok()) return st;
  return out;
}

Result<long long> SyncRiskVehicles(Connection& conn, const std::vector<RiskVehicleWrite>& rows, long long now) {
  long long changed = 0;
  Status st = InTransaction(conn, [&]() -> Status {
    // What is stored: (vehicle, rule) → evidence.
    std::unordered_map<std::string, std::string> stored;
    auto key = [](long long asset, std::string_view rule) { return std::to_string(asset) + "/" + std::string(rule); };
    Status read = conn.QueryEach("SELECT asset_id, rule_id, evidence FROM risk_vehicles", {},
                                 [&](const Row& r) { stored.emplace(key(r.Int(0), r.cols[1].TextView()), r.Text(2)); });
    if (!read.ok()) return read;
    for (const auto& r : rows) {
      auto it = stored.find(key(r.asset_id, r.rule_id));
      if (it != stored.end() && it->second == r.evidence) {
        stored.erase(it);
        continue;
      }
      const bool update = it != stored.end();
      if (update) stored.erase(it);
      Status w = conn.Exec(
          update ? "UPDATE risk_vehicles SET category = ?, alarm_name = ?, alarm_time = ?, lat = ?, lon = ?, "
                   "path_name = ?, evidence = ?, evaluated_at = ? WHERE asset_id = ? AND rule_id = ?"
                 : "INSERT INTO risk_vehicles (category, alarm_name, alarm_time, lat, lon, path_name, evidence, "
                   "evaluated_at, asset_id, rule_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          {r.category, Value::Borrowed(r.alarm_name), r.alarm_time, r.lat, r.lon, Value::Borrowed(r.path_name),
           Value::Borrowed(r.evidence), now, r.asset_id, Value::Borrowed(r.rule_id)});
      if (!w.ok()) return w;
      ++changed;
    }
    // What is left was not found this time.
    for (const auto& [k, evidence] : stored) {
      const auto slash = k.find('/');
      Status d = conn.Exec("DELETE FROM risk_vehicles WHERE asset_id = ? AND rule_id = ?",
                           {std::stoll(k.substr(0, slash)), k.substr(slash + 1)});
      if (!d.ok()) return d;
      ++changed;
    }
    return Status::Ok();
  });
  if (!st.ok()) return st;
  return changed;
}

Result<RiskVehiclePage> QueryRiskVehicles(Connection& conn, const Scope& scope, long long user_id, int category,
                                          long long limit, long long offset, long long hide_expired_at) {
  std::string where = "WHERE g.path LIKE ? ESCAPE '\\' ";
  Params filter{LikePrefix(scope.group_path)};
  if (category > 0) {
    where += "AND r.category = ? ";
    filter.push_back(category);
  }
  where += NotExpiredClause("a.id", hide_expired_at, filter);
  RiskVehiclePage page;
  auto count = conn.Query(
      "SELECT COUNT(*) FROM risk_vehicles r JOIN assets a ON a.id = r.asset_id JOIN groups g ON g.id = a.group_id " +
          where,
      filter);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  Params params{user_id};
  params.insert(params.end(), filter.begin(), filter.end());
  std::string sql = RiskInfoSelect("r.rule_id, r.alarm_name, r.path_name, r.evidence, r.alarm_time, r.lat, r.lon") +
                    "JOIN risk_vehicles r ON r.asset_id = a.id " + where +
                    "ORDER BY r.alarm_time DESC, a.id, r.rule_id";
  AppendPage(sql, params, limit, offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) {
    const size_t k = kRiskInfoColumns;
    page.rows.push_back({RiskInfoOf(r), r.Text(k), r.Text(k + 1), r.Text(k + 2), r.Text(k + 3), r.Int(k + 4),
                         r.Real(k + 5), r.Real(k + 6)});
  }
  return page;
}

Result<long long> CountRiskVehicles(Connection& conn, const Scope& scope, long long hide_expired_at) {
  Params params{LikePrefix(scope.group_path)};
  std::string sql =
      "SELECT COUNT(DISTINCT r.asset_id) FROM risk_vehicles r JOIN assets a ON a.id = r.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ? ESCAPE '\\'";
  sql += NotExpiredClause("a.id", hide_expired_at, params);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  return rows->front().Int(0);
}

Result<CategoryAlarmPage> QueryCategoryAlarms(Connection& conn, const Scope& scope, long long user_id,
                                              const std::vector<std::string>& codes, bool exclude, long long since,
                                              long long limit, long long offset, long long hide_expired_at) {
  // The newest episode per vehicle: read newest first, keep each vehicle's first.
  Params params{since, LikePrefix(scope.group_path)};
  std::string sql =
      "SELECT al.asset_id, al.id, al.begin_time FROM alarms al JOIN assets a ON a.id = al.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE al.begin_time >= ? AND g.path LIKE ? ESCAPE '\\' ";
  if (!codes.empty()) sql += std::string("AND al.code ") + (exclude ? "NOT IN " : "IN ") + InList(codes, params);
  sql += NotExpiredClause("a.id", hide_expired_at, params);
  sql += " ORDER BY al.begin_time DESC, al.id DESC";
  std::vector<long long> alarm_ids;
  std::unordered_set<long long> seen;
  Status st = conn.QueryEach(sql, params, [&](const Row& r) {
    if (seen.insert(r.Int(0)).second) alarm_ids.push_back(r.Int(1));
  });
  if (!st.ok()) return st;
  CategoryAlarmPage page;
  page.total = static_cast<long long>(alarm_ids.size());
  const size_t from = std::min(alarm_ids.size(), static_cast<size_t>(std::max(0LL, offset)));
  const size_t to = limit > 0 ? std::min(alarm_ids.size(), from + static_cast<size_t>(limit)) : alarm_ids.size();
  for (size_t i = from; i < to; ++i) {
    auto rows = conn.Query(RiskInfoSelect("al.id, al.begin_time, al.code, al.label, COALESCE(al.data, ''), "
                                          "COALESCE(al.begin_lat, 0), COALESCE(al.begin_lon, 0)") +
                               "JOIN alarms al ON al.asset_id = a.id WHERE al.id = ?",
                           {user_id, alarm_ids[i]});
    if (!rows.ok()) return rows.status();
    if (rows->empty()) continue;
    const Row& r = rows->front();
    const size_t k = kRiskInfoColumns;
    page.rows.push_back({RiskInfoOf(r), r.Int(k), r.Int(k + 1), r.Text(k + 2), r.Text(k + 3), r.Text(k + 4),
                         r.Real(k + 5), r.Real(k + 6)});
  }
  return page;
}

Status ForEachAlarmPair(Connection& conn, const Scope& scope, long long since,
                        const std::function<void(long long asset_id, std::string_view code)>& fn,
                        long long hide_expired_at) {
  Params params{since, LikePrefix(scope.group_path)};
  std::string sql =
      "SELECT DISTINCT al.asset_id, al.code FROM alarms al JOIN assets a ON a.id = al.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE al.begin_time >= ? AND g.path LIKE ? ESCAPE '\\'";
  sql += NotExpiredClause("a.id", hide_expired_at, params);
  return conn.QueryEach(sql, params, [&](const Row& r) { fn(r.Int(0), r.cols[1].TextView()); });
}

Result<long long> CountSettled(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT COUNT(DISTINCT a.id) FROM assets a JOIN groups g ON g.id = a.group_id JOIN devices d ON d.asset_id = "
      "a.id "
      "WHERE d.settled_at > 0 AND g.path LIKE ? ESCAPE '\\'",
      {LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  return rows->front().Int(0);
}

Result<ConcernPage> QueryConcerns(Connection& conn, const Scope& scope, long long user_id, long long limit,
                                  long long offset) {
  ConcernPage page;
  auto count = conn.Query(
      "SELECT COUNT(*) FROM vehicle_concerns c JOIN assets a ON a.id = c.asset_id JOIN groups g ON g.id = a.group_id "
      "WHERE c.user_id = ? AND g.path LIKE ? ESCAPE '\\'",
      {user_id, LikePrefix(scope.group_path)});
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  Params params{user_id, LikePrefix(scope.group_path)};
  std::string sql = RiskInfoSelect("") +
                    "WHERE c.level IS NOT NULL AND g.path LIKE ? ESCAPE '\\' ORDER BY c.level, c.updated_at DESC, a.id";
  AppendPage(sql, params, limit, offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) {
    ConcernRow row{RiskInfoOf(r), {}};
    auto open = conn.Query("SELECT DISTINCT label FROM alarms WHERE asset_id = ? AND end_time IS NULL ORDER BY label",
                           {row.info.asset_id});
    if (!open.ok()) return open.status();
    for (const auto& o : *open) row.open_alarms.push_back(o.Text(0));
    page.rows.push_back(std::move(row));
  }
  return page;
}

Result<std::vector<RiskVehicleInfo>> VehicleInfos(Connection& conn, const Scope& scope, long long user_id,
                                                  const std::vector<long long>& asset_ids) {
  std::vector<RiskVehicleInfo> out;
  for (long long id : asset_ids) {
    auto rows = conn.Query(RiskInfoSelect("") + "WHERE a.id = ? AND g.path LIKE ? ESCAPE '\\'",
                           {user_id, id, LikePrefix(scope.group_path)});
    if (!rows.ok()) return rows.status();
    if (!rows->empty()) out.push_back(RiskInfoOf(rows->front()));
  }
  return out;
}

Result<StopRange> GetStopRange(Connection& conn, long long user_id) {
  auto rows = conn.Query("SELECT start_day, end_day FROM stop_time_settings WHERE user_id = ?", {user_id});
  if (!rows.ok()) return rows.status();
  StopRange r;
  if (!rows->empty()) r = {static_cast<int>(rows->front().Int(0)), static_cast<int>(rows->front().Int(1))};
  return r;
}

Status SaveStopRange(Connection& conn, long long user_id, StopRange range, long long now) {
  if (range.start_day < 0 || range.end_day < range.start_day || range.end_day > 3650)
    return InvalidArgument("停留天数范围不正确");
  return conn.Exec(
      "INSERT INTO stop_time_settings (user_id, start_day, end_day, updated_at) VALUES (?, ?, ?, ?) "
      "ON CONFLICT (user_id) DO UPDATE SET start_day = excluded.start_day, end_day = excluded.end_day, "
      "updated_at = excluded.updated_at",
      {user_id, range.start_day, range.end_day, now});
}

}  // namespace chelian::store
