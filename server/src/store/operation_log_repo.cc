// Operation log repository.
#include "store/operation_log_repo.h"

#include <algorithm>

#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {

Status AppendOperation(Connection& conn, const Actor& actor, const OperationEntry& entry, long long now_ms) {
  return conn.Exec(
      "INSERT INTO operation_log (user_id, user_name, group_id, action, target, asset_id, detail, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {actor.user_id, actor.user_name, actor.group_id, entry.action, entry.target,
       entry.asset_id ? Value(entry.asset_id) : Value(), entry.detail, now_ms});
}

Result<OperationPage> QueryOperations(Connection& conn, const Scope& scope, const OperationQuery& q) {
  std::string where = "WHERE g.path LIKE ? ESCAPE '\\' ";
  Params params = {LikePrefix(scope.group_path)};
  if (q.begin_ms > 0) {
    where += "AND o.created_at >= ? ";
    params.push_back(q.begin_ms);
  }
  if (q.end_ms > 0) {
    where += "AND o.created_at <= ? ";
    params.push_back(q.end_ms);
  }
  if (!q.action_prefix.empty()) {
    where += "AND o.action LIKE ? ESCAPE '\\' ";
    params.push_back(LikePrefix(q.action_prefix));
  }
  if (!q.keyword.empty()) {
    where += "AND (o.target LIKE ? ESCAPE '\\' OR o.user_name LIKE ? ESCAPE '\\') ";
    params.push_back(LikeContains(q.keyword));
    params.push_back(LikeContains(q.keyword));
  }
  if (q.asset_id > 0) {
    where += "AND o.asset_id = ? ";
    params.push_back(q.asset_id);
  }
  if (q.user_id > 0) {
    where += "AND o.user_id = ? ";
    params.push_back(q.user_id);
  }
  if (q.vehicle_rows == 1) where += "AND o.asset_id IS NOT NULL ";
  if (q.vehicle_rows == 0) where += "AND o.asset_id IS NULL ";
  if (!q.asset_group_path.empty()) {
    where +=
        "AND o.asset_id IN (SELECT a.id FROM assets a JOIN groups ag ON ag.id = a.group_id "
        "WHERE ag.path LIKE ? ESCAPE '\\') ";
    params.push_back(LikePrefix(q.asset_group_path));
  }
  const std::string from = "FROM operation_log o JOIN groups g ON g.id = o.group_id ";
  long long total = 0;
  if (q.count) {
    auto count = conn.Query("SELECT COUNT(*) " + from + where, params);
    if (!count.ok()) return count.status();
    total = count->at(0).Int(0);
  }
  if (q.before_time > 0) {
    where += "AND o.created_at <= ? AND (o.created_at < ? OR o.id < ?) ";  // the first term bounds the index
    params.push_back(q.before_time);
    params.push_back(q.before_time);
    params.push_back(q.before_id);
  }
  const int size = q.page_size == 0 ? 0 : std::clamp(q.page_size, 1, 1000);
  const int page = std::max(q.page_number, 1);
  std::string sql =
      "SELECT o.id, o.user_id, o.user_name, o.group_id, o.action, o.target, o.detail, o.asset_id, o.created_at " +
      from + where + "ORDER BY o.created_at DESC, o.id DESC";
  AppendPage(sql, params, size, static_cast<long long>(page - 1) * size);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  OperationPage out;
  out.total = total;
  for (const auto& r : *rows) {
    OperationRow o;
    o.id = r.Int(0);
    o.user_id = r.Int(1);
    o.user_name = r.Text(2);
    o.group_id = r.Int(3);
    o.action = r.Text(4);
    o.target = r.Text(5);
    o.detail = r.Text(6);
    o.asset_id = r.Int(7);
    o.created_at = r.Int(8);
    out.rows.push_back(std::move(o));
  }
  return out;
}

}  // namespace chelian::store
