// Report vehicle reads.
#include "store/report_event_repo.h"

#include "store/expired_clause.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {
Result<std::string> ReportTargetClause(Connection& conn, const Scope& scope, const ReportTarget& t, Params& params) {
  std::string where;
  if (t.asset_id > 0) {
    auto seen =
        conn.Query("SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND g.path LIKE ?",
                   {t.asset_id, scope.LikePattern()});
    if (!seen.ok()) return seen.status();
    if (seen->empty()) return NotFound("车辆不存在或无权访问");
    if (Status s = CheckNotExpired(conn, scope, t.asset_id, t.hide_expired_at); !s.ok()) return s;
    where = " AND a.id = ?";
    params.push_back(t.asset_id);
  } else {
    std::string path = scope.group_path;
    if (t.group_id > 0) {
      auto g = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {t.group_id, scope.LikePattern()});
      if (!g.ok()) return g.status();
      if (g->empty()) return NotFound("车组不存在或无权查看");
      path = g->front().Text(0);
    }
    where = " AND g.path LIKE ? ESCAPE '\\'";
    params.push_back(LikePrefix(path));
  }
  if (t.long_stay == 1) where += " AND d.long_standby = 1";
  if (t.long_stay == 2) where += " AND COALESCE(d.long_standby, 0) = 0";
  if (t.asset_id <= 0) where += NotExpiredClause("a.id", t.hide_expired_at, params);
  return where;
}

Result<std::vector<ReportVehicle>> ListReportVehicles(Connection& conn, const Scope& scope,
                                                      const ReportTarget& target) {
  Params params;
  auto clause = ReportTargetClause(conn, scope, target, params);
  if (!clause.ok()) return clause.status();
  auto rows = conn.Query(
      "SELECT a.id, a.group_id, g.name, a.plate, COALESCE(d.terminal_no, ''), COALESCE(d.terminal_type, ''), d.id "
      "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id WHERE 1 = 1" +
          *clause + " ORDER BY a.id, d.id",
      params);
  if (!rows.ok()) return rows.status();
  std::vector<ReportVehicle> out;
  for (const Row& r : *rows) {
    if (out.empty() || out.back().asset_id != r.Int(0)) {
      ReportVehicle v;
      v.asset_id = r.Int(0);
      v.group_id = r.Int(1);
      v.group_name = r.Text(2);
      v.plate = r.Text(3);
      v.terminal_no = r.Text(4);
      v.terminal_type = r.Text(5);
      out.push_back(std::move(v));
    }
    if (!r.IsNull(6)) out.back().device_ids.push_back(r.Int(6));
  }
  return out;
}

Result<ParkedPage> ListParkedVehicles(Connection& conn, const Scope& scope, const ReportTarget& target,
                                      long long parked_before_ms, long long limit, long long offset) {
  Params params;
  auto clause = ReportTargetClause(conn, scope, target, params);
  if (!clause.ok()) return clause.status();
  std::string where = " WHERE s.motion = 2" + *clause;
  if (parked_before_ms > 0) {
    where += " AND s.motion_since <= ?";
    params.push_back(parked_before_ms);
  }
  const std::string from =
      " FROM device_state s JOIN devices d ON d.id = s.device_id JOIN assets a ON a.id = d.asset_id "
      "JOIN groups g ON g.id = a.group_id";
  auto count = conn.Query("SELECT COUNT(*)" + from + where, params);
  if (!count.ok()) return count.status();
  std::string sql =
      "SELECT a.id, a.plate, g.name, d.terminal_no, COALESCE(d.terminal_type, ''), s.motion_since, s.flags, s.lat, "
      "s.lon" +
      from + where + " ORDER BY s.motion_since, d.id";
  AppendPage(sql, params, limit, offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  ParkedPage out;
  out.total = count->front().Int(0);
  for (const Row& r : *rows) {
    ParkedVehicle p;
    p.asset_id = r.Int(0);
    p.plate = r.Text(1);
    p.group_name = r.Text(2);
    p.terminal_no = r.Text(3);
    p.terminal_type = r.Text(4);
    p.since_ms = r.Int(5);
    p.positioned = (r.Int(6) & 1) != 0;
    p.lat = r.Real(7);
    p.lon = r.Real(8);
    out.rows.push_back(std::move(p));
  }
  return out;
}

}  // namespace chelian::store
