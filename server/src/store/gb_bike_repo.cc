// 新国标 registry and Beidou switch log (gb_bike_repo.h).
#include "store/gb_bike_repo.h"

#include "store/expired_clause.h"
#include "store/group_repo.h"
#include "store/import_repo.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {
namespace {

constexpr const char* kNoBike = "车辆不存在或无权访问";

// e-bikes of the scope (and of a group's subtree when asked), with their first device and record.
constexpr const char* kBikeFrom =
    "FROM assets a JOIN groups g ON g.id = a.group_id "
    "LEFT JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
    "LEFT JOIN gb_bikes b ON b.asset_id = a.id ";

constexpr const char* kBikeColumns =
    "SELECT a.id, a.group_id, COALESCE(d.id, 0), a.plate, g.name, COALESCE(d.terminal_no, ''), b.asset_id, "
    "b.make, b.model, b.frame_no, b.motor_no, b.beidou_serial, b.usage_class, b.beidou_on, b.updated_at, "
    "COALESCE(d.protocol, '') ";

GbBikeRow BikeOf(const Row& r) {
  GbBikeRow b;
  b.asset_id = r.Int(0);
  b.group_id = r.Int(1);
  b.device_id = r.Int(2);
  b.plate = r.Text(3);
  b.group_name = r.Text(4);
  b.terminal_no = r.Text(5);
  b.protocol = r.Text(15);
  b.registered = !r.IsNull(6);
  if (b.registered) {
    b.fields = {r.Text(7),
                r.Text(8),
                r.Text(9),
                r.Text(10),
                r.Text(11),
                static_cast<int>(r.Int(12)),
                static_cast<int>(r.Int(13))};
    b.updated_at = r.Int(14);
  }
  return b;
}

// The WHERE clause of the scope (narrowed to a visible group when asked) for e-bikes.
Result<std::string> BikeWhere(Connection& conn, const Scope& scope, long long group_id, Params& params) {
  std::string path = scope.group_path;
  if (group_id > 0) {
    auto g = GetGroup(conn, scope, group_id);
    if (!g.ok()) return g.status();
    path = g->path;
  }
  params.push_back(kAssetKindEbike);
  params.push_back(LikePrefix(path));
  return std::string("WHERE a.kind = ? AND g.path LIKE ? ESCAPE '\\' ");
}

bool Mandatory(int usage_class) { return usage_class == 2 || usage_class == 3; }

Status LogSwitch(Connection& conn, long long asset_id, bool on, long long user_id, const std::string& user_name,
                 const std::string& reason, long long now_ms) {
  return conn.Exec(
      "INSERT INTO gb_beidou_switches (asset_id, beidou_on, user_id, user_name, reason, at) VALUES (?, ?, ?, ?, ?, ?)",
      {asset_id, on ? 1 : 0, user_id, user_name, reason, now_ms});
}

}  // namespace

Result<Page<GbBikeRow>> QueryGbBikes(Connection& conn, const Scope& scope, const GbBikeQuery& q) {
  Params params;
  auto where = BikeWhere(conn, scope, q.group_id, params);
  if (!where.ok()) return where.status();
  std::string sql = *where;
  if (!q.keyword.empty()) {
    sql +=
        "AND (a.plate LIKE ? ESCAPE '\\' OR d.terminal_no LIKE ? ESCAPE '\\' OR b.frame_no LIKE ? ESCAPE '\\' "
        "OR b.beidou_serial LIKE ? ESCAPE '\\') ";
    for (int i = 0; i < 4; ++i) params.push_back(LikeContains(q.keyword));
  }
  if (q.registered == 1) sql += "AND b.asset_id IS NOT NULL ";
  if (q.registered == 2) sql += "AND b.asset_id IS NULL ";
  sql += NotExpiredClause("a.id", q.hide_expired_at, params) + " ";
  Page<GbBikeRow> page;
  auto total = conn.Query(std::string("SELECT COUNT(*) ") + kBikeFrom + sql, params);
  if (!total.ok()) return total.status();
  page.total = total->front().Int(0);
  std::string list = kBikeColumns + std::string(kBikeFrom) + sql + "ORDER BY a.plate, a.id";
  AppendPage(list, params, q.limit, q.offset);
  auto rows = conn.Query(list, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) page.rows.push_back(BikeOf(r));
  return page;
}

Result<GbBikeRow> GetGbBike(Connection& conn, const Scope& scope, long long asset_id) {
  Params params;
  auto where = BikeWhere(conn, scope, 0, params);
  if (!where.ok()) return where.status();
  params.push_back(asset_id);
  auto rows = conn.Query(kBikeColumns + std::string(kBikeFrom) + *where + "AND a.id = ?", params);
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound(kNoBike);
  return BikeOf(rows->front());
}

Result<GbBikeRow> FindGbBikeByTerminal(Connection& conn, const Scope& scope, const std::string& terminal_no) {
  Params params;
  auto where = BikeWhere(conn, scope, 0, params);
  if (!where.ok()) return where.status();
  params.push_back(terminal_no);
  params.push_back(TerminalKey(terminal_no));
  auto rows = conn.Query(kBikeColumns + std::string(kBikeFrom) + *where +
                             "AND (d.terminal_no = ? OR ltrim(d.terminal_no, '0') = ?) ORDER BY a.id LIMIT 1",
                         params);
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("设备号不存在或不属于本单位的电动车");
  return BikeOf(rows->front());
}

Result<std::string> GbFrameTakenBy(Connection& conn, const Scope& scope, const std::string& frame_no,
                                   long long except_asset_id) {
  Params params;
  auto where = BikeWhere(conn, scope, 0, params);
  if (!where.ok()) return where.status();
  params.push_back(frame_no);
  params.push_back(except_asset_id);
  auto rows = conn.Query(
      "SELECT a.plate " + std::string(kBikeFrom) + *where + "AND b.frame_no = ? AND a.id <> ? ORDER BY a.id LIMIT 1",
      params);
  if (!rows.ok()) return rows.status();
  return rows->empty() ? std::string() : rows->front().Text(0);
}

Status SaveGbBike(Connection& conn, const Scope& scope, long long asset_id, const GbBikeFields& f, long long user_id,
                  const std::string& user_name, long long now_ms) {
  if (f.frame_no.empty()) return InvalidArgument("请填写车架号");
  if (f.usage_class < 1 || f.usage_class > 3) return InvalidArgument("使用性质不正确");
  if (f.beidou_on != 0 && f.beidou_on != 1) return InvalidArgument("北斗开关状态不正确");
  if (Mandatory(f.usage_class) && f.beidou_on == 0) return InvalidArgument("物流、租赁车辆须开启北斗定位");
  return InTransaction(conn, [&]() -> Status {
    auto bike = GetGbBike(conn, scope, asset_id);
    if (!bike.ok()) return bike.status();
    Status st;
    if (bike->registered) {
      st = conn.Exec(
          "UPDATE gb_bikes SET make = ?, model = ?, frame_no = ?, motor_no = ?, beidou_serial = ?, usage_class = ?, "
          "beidou_on = ?, updated_at = ? WHERE asset_id = ?",
          {f.make, f.model, f.frame_no, f.motor_no, f.beidou_serial, f.usage_class, f.beidou_on, now_ms, asset_id});
    } else {
      st = conn.Exec(
          "INSERT INTO gb_bikes (asset_id, make, model, frame_no, motor_no, beidou_serial, usage_class, beidou_on, "
          "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          {asset_id, f.make, f.model, f.frame_no, f.motor_no, f.beidou_serial, f.usage_class, f.beidou_on, now_ms,
           now_ms});
    }
    if (!st.ok()) return st;
    const int before = bike->registered ? bike->fields.beidou_on : 1;
    if (before == f.beidou_on) return Status::Ok();
    return LogSwitch(conn, asset_id, f.beidou_on == 1, user_id, user_name, "备案登记时修改", now_ms);
  });
}

Status DeleteGbBike(Connection& conn, const Scope& scope, long long asset_id) {
  auto bike = GetGbBike(conn, scope, asset_id);
  if (!bike.ok()) return bike.status();
  if (!bike->registered) return NotFound("该车辆尚未备案");
  return conn.Exec("DELETE FROM gb_bikes WHERE asset_id = ?", {asset_id});
}

Status SwitchBeidou(Connection& conn, const Scope& scope, long long asset_id, bool on, long long user_id,
                    const std::string& user_name, const std::string& reason, long long now_ms) {
  return InTransaction(conn, [&]() -> Status {
    auto bike = GetGbBike(conn, scope, asset_id);
    if (!bike.ok()) return bike.status();
    if (!bike->registered) return FailedPrecondition("该车辆尚未备案，请先备案");
    if (!on && Mandatory(bike->fields.usage_class)) return FailedPrecondition("物流、租赁车辆须开启北斗定位，不能关闭");
    if ((bike->fields.beidou_on == 1) == on) return FailedPrecondition(on ? "北斗定位已开启" : "北斗定位已关闭");
    Status st = conn.Exec("UPDATE gb_bikes SET beidou_on = ?, updated_at = ? WHERE asset_id = ?",
                          {on ? 1 : 0, now_ms, asset_id});
    if (!st.ok()) return st;
    return LogSwitch(conn, asset_id, on, user_id, user_name, reason, now_ms);
  });
}

Result<Page<BeidouSwitchRow>> QueryBeidouSwitches(Connection& conn, const Scope& scope, const BeidouSwitchQuery& q) {
  Params params;
  auto where = BikeWhere(conn, scope, q.group_id, params);
  if (!where.ok()) return where.status();
  std::string sql = *where;
  if (q.asset_id > 0) {
    sql += "AND a.id = ? ";
    params.push_back(q.asset_id);
  }
  if (q.from_ms > 0) {
    sql += "AND s.at >= ? ";
    params.push_back(q.from_ms);
  }
  if (q.to_ms > 0) {
    sql += "AND s.at < ? ";
    params.push_back(q.to_ms);
  }
  const std::string from =
      "FROM gb_beidou_switches s JOIN assets a ON a.id = s.asset_id JOIN groups g ON g.id = a.group_id ";
  Page<BeidouSwitchRow> page;
  auto total = conn.Query("SELECT COUNT(*) " + from + sql, params);
  if (!total.ok()) return total.status();
  page.total = total->front().Int(0);
  std::string list = "SELECT s.id, s.asset_id, s.user_id, s.at, a.plate, g.name, s.user_name, s.reason, s.beidou_on " +
                     from + sql + "ORDER BY s.at DESC, s.id DESC";
  AppendPage(list, params, q.limit, q.offset);
  auto rows = conn.Query(list, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) {
    page.rows.push_back({r.Int(0), r.Int(1), r.Int(2), r.Int(3), r.Text(4), r.Text(5), r.Text(6), r.Text(7),
                         static_cast<int>(r.Int(8))});
  }
  return page;
}

}  // namespace chelian::store
