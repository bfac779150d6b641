// Settlement repository.
#include "store/settle_repo.h"

#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {

Result<SettledPage> QuerySettled(Connection& conn, const Scope& scope, const SettledQuery& q) {
  std::string from =
      "FROM assets a JOIN groups g ON g.id = a.group_id "
      "JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
      "WHERE d.settled_at > 0 AND g.path LIKE ? ESCAPE '\\' ";
  Params params{LikePrefix(scope.group_path)};
  if (!q.group_path.empty()) {
    from += "AND g.path LIKE ? ESCAPE '\\' ";
    params.push_back(LikePrefix(q.group_path));
  }
  if (q.asset_id > 0) {
    from += "AND a.id = ? ";
    params.push_back(q.asset_id);
  }
  SettledPage page;
  auto count = conn.Query("SELECT COUNT(*) " + from, params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  std::string sql =
      "SELECT a.id, a.group_id, a.plate, COALESCE(d.sim, ''), COALESCE(a.frame_no, ''), g.name, d.settled_at " + from +
      "ORDER BY d.settled_at DESC, a.id";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows)
    page.rows.push_back({r.Int(0), r.Int(1), r.Text(2), r.Text(3), r.Text(4), r.Text(5), r.Int(6)});
  return page;
}

Result<std::vector<SettleDevice>> SettleDevices(Connection& conn, const Scope& scope, long long asset_id) {
  auto rows = conn.Query(
      "SELECT d.id, a.id, a.plate, d.terminal_no, d.terminal_type, g.name, d.settled_at FROM assets a "
      "JOIN groups g ON g.id = a.group_id JOIN devices d ON d.asset_id = a.id "
      "WHERE a.id = ? AND g.path LIKE ? ESCAPE '\\' ORDER BY d.id",
      {asset_id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权操作");
  std::vector<SettleDevice> out;
  for (const Row& r : *rows) out.push_back({r.Int(0), r.Int(1), r.Text(2), r.Text(3), r.Text(4), r.Text(5), r.Int(6)});
  return out;
}

Status SetSettled(Connection& conn, const Scope& scope, const Actor& actor, long long asset_id, bool settle,
                  const std::string& remark, long long now) {
  auto devices = SettleDevices(conn, scope, asset_id);
  if (!devices.ok()) return devices.status();
  const bool settled = devices->front().settled_at > 0;
  if (settled == settle) return FailedPrecondition(settle ? "该车辆已结清" : "该车辆未结清");
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("UPDATE devices SET settled_at = ? WHERE asset_id = ?", {settle ? now : 0LL, asset_id});
        !s.ok())
      return s;
    std::string detail = settle ? "结清" : "结清撤回";
    detail += "（关联设备" + std::to_string(devices->size()) + "台）";
    if (!remark.empty()) detail += "：" + remark;
    return AppendOperation(
        conn, actor, {settle ? "vehicle.settle" : "vehicle.unsettle", devices->front().plate, asset_id, detail}, now);
  });
}

}  // namespace chelian::store
