// Asset repository.
#include "store/asset_repo.h"

#include <algorithm>

#include "store/like_pattern.h"

namespace chelian::store {

Result<AssetRow> CreateAssetWithDevice(Connection& conn, const Scope& scope, const NewAsset& a, const NewDevice& d,
                                       long long now_ms) {
  if (a.plate.empty()) return InvalidArgument("车牌号不能为空");
  if (d.terminal_no.empty()) return InvalidArgument("终端号不能为空");
  auto group = conn.Query("SELECT 1 FROM groups WHERE id = ? AND path LIKE ?", {a.group_id, scope.LikePattern()});
  if (!group.ok()) return group.status();
  if (group->empty()) return NotFound("分组不存在或无权访问");
  long long id = 0;
  Status s = InTransaction(conn, [&]() -> Status {
    // Leading zeros are not significant (the gateway strips them): 010445000001 is 10445000001.
    auto taken = conn.Query("SELECT terminal_no FROM devices WHERE ltrim(terminal_no, '0') = ltrim(?, '0') LIMIT 1",
                            {d.terminal_no});
    if (!taken.ok()) return taken.status();
    if (!taken->empty()) return AlreadyExists("终端号已存在: " + taken->front().Text(0));
    auto rows = conn.Query(
        "INSERT INTO assets (group_id, kind, plate, icon_type, vehicle_type, engine_no, frame_no, owner, license, "
        "phone, "
        "address, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        {a.group_id, a.kind, a.plate, a.icon_type, a.vehicle_type, a.engine_no, a.frame_no, a.owner, a.license, a.phone,
         a.address, a.remark, now_ms});
    if (!rows.ok()) return rows.status();
    id = rows->at(0).Int(0);
    auto dev = conn.Query(
        "INSERT INTO devices (asset_id, terminal_no, terminal_type, protocol, sim, iccid, imei, long_standby, "
        "expires_at, "
        "install_place, install_person, install_remark, install_date, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        {id, d.terminal_no, d.terminal_type, d.protocol, d.sim, d.iccid, d.imei, d.long_standby,
         d.expires_at ? Value(d.expires_at) : Value(), d.install_place, d.install_person, d.install_remark,
         d.install_date, now_ms});
    if (!dev.ok()) {
      if (dev.status().code() == StatusCode::kAlreadyExists) return AlreadyExists("终端号已存在: " + d.terminal_no);
      return dev.status();
    }
    // Registered now: no longer in the administrators' list of unregistered terminals.
    return conn.Exec("DELETE FROM unregistered_devices WHERE ltrim(terminal_no, '0') = ltrim(?, '0')", {d.terminal_no});
  });
  if (!s.ok()) return s;
  return GetAsset(conn, Scope::Everything(), id);
}

namespace {

constexpr char kSelect[] =
    "SELECT a.id, a.group_id, g.name, a.kind, a.plate, d.terminal_no, d.terminal_type, d.protocol, d.sim, d.iccid, "
    "a.owner, a.frame_no, a.vehicle_type, a.icon_type, d.long_standby, d.expires_at, a.created_at "
    "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id ";

AssetRow FromRow(const Row& r) {
  AssetRow a;
  a.id = r.Int(0);
  a.group_id = r.Int(1);
  a.group_name = r.Text(2);
  a.kind = static_cast<int>(r.Int(3));
  a.plate = r.Text(4);
  a.terminal_no = r.Text(5);
  a.terminal_type = r.Text(6);
  a.protocol = r.Text(7);
  a.sim = r.Text(8);
  a.iccid = r.Text(9);
  a.owner = r.Text(10);
  a.frame_no = r.Text(11);
  a.vehicle_type = r.Text(12);
  a.icon_type = static_cast<int>(r.Int(13));
  a.long_standby = static_cast<int>(r.Int(14));
  a.expires_at = r.Int(15);
  a.created_at = r.Int(16);
  return a;
}

}  // namespace

Result<AssetPage> QueryAssets(Connection& conn, const Scope& scope, const AssetQuery& q) {
  std::string group_path = scope.group_path;
  if (q.group_id != 0) {
    auto g = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {q.group_id, scope.LikePattern()});
    if (!g.ok()) return g.status();
    if (g->empty()) return NotFound("分组不存在或无权访问");
    group_path = g->at(0).Text(0);
  }
  std::string where = q.include_children || q.group_id == 0 ? "WHERE g.path LIKE ? " : "WHERE g.path = ? ";
  Params params = {q.include_children || q.group_id == 0 ? group_path + "%" : group_path};
  if (!q.keyword.empty()) {
    where +=
        "AND (a.plate LIKE ? ESCAPE '\\' OR d.terminal_no LIKE ? ESCAPE '\\' OR d.sim LIKE ? ESCAPE '\\' "
        "OR a.owner LIKE ? ESCAPE '\\' OR a.frame_no LIKE ? ESCAPE '\\') ";
    for (int i = 0; i < 5; ++i) params.push_back(LikeContains(q.keyword));
  }
  auto count = conn.Query(
      "SELECT COUNT(*) FROM assets a JOIN groups g ON g.id = a.group_id "
      "LEFT JOIN devices d ON d.asset_id = a.id " +
          where,
      params);
  if (!count.ok()) return count.status();
  int size = std::clamp(q.page_size, 1, 1000);
  int page = std::max(1, q.page_number);
  params.push_back(size);
  params.push_back(static_cast<long long>(page - 1) * size);
  auto rows = conn.Query(std::string(kSelect) + where + "ORDER BY a.id LIMIT ? OFFSET ?", params);
  if (!rows.ok()) return rows.status();
  AssetPage out;
  out.total = count->at(0).Int(0);
  for (const auto& r : *rows) out.rows.push_back(FromRow(r));
  return out;
}

Result<AssetRow> GetAsset(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE a.id = ? AND g.path LIKE ?", {id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权访问");
  return FromRow(rows->front());
}

Result<AssetRow> FindAssetByTerminal(Connection& conn, const Scope& scope, const std::string& terminal_no) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE d.terminal_no = ? AND g.path LIKE ?",
                         {terminal_no, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("终端不存在或无权访问");
  return FromRow(rows->front());
}

Result<std::vector<AssetRow>> ListAssets(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE g.path LIKE ? ORDER BY a.id", {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<AssetRow> out;
  for (const auto& r : *rows) out.push_back(FromRow(r));
  return out;
}

}  // namespace chelian::store
