// 车辆管理's repository.
#include "store/fleet_repo.h"

#include <algorithm>

#include "store/placeholders.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT a.id, a.group_id, g.parent_id, g.name, a.plate, a.vehicle_type, a.engine_no, a.frame_no, a.owner, "
    "a.license, a.phone, a.address, a.remark, a.service_code, a.display_year, a.icon_type, d.id, d.terminal_no, "
    "d.terminal_type, d.protocol, d.sim, d.iccid, d.mac, d.install_place, d.install_person, d.install_remark, "
    "d.install_date, d.service_months, d.renew_state, d.settled_at, d.activated_at, d.expires_at, a.created_at, "
    "s.device_id, s.fix_time, s.recv_time, s.motion_since, s.motion "
    "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id "
    "LEFT JOIN device_state s ON s.device_id = d.id ";

FleetVehicle FromRow(const Row& r) {
  FleetVehicle v;
  v.id = r.Int(0);
  v.group_id = r.Int(1);
  v.parent_group_id = r.IsNull(2) ? 0 : r.Int(2);
  v.group_name = r.Text(3);
  v.plate = r.Text(4);
  v.vehicle_type = r.Text(5);
  v.engine_no = r.Text(6);
  v.frame_no = r.Text(7);
  v.owner = r.Text(8);
  v.license = r.Text(9);
  v.phone = r.Text(10);
  v.address = r.Text(11);
  v.remark = r.Text(12);
  v.service_code = r.Text(13);
  v.display_year = r.Text(14);
  v.icon_type = static_cast<int>(r.Int(15));
  v.device_id = r.IsNull(16) ? 0 : r.Int(16);
  v.terminal_no = r.Text(17);
  v.terminal_type = r.Text(18);
  v.protocol = r.Text(19);
  v.sim = r.Text(20);
  v.iccid = r.Text(21);
  v.mac = r.Text(22);
  v.install_place = r.Text(23);
  v.install_person = r.Text(24);
  v.install_remark = r.Text(25);
  v.install_date = r.Text(26);
  v.service_months = static_cast<int>(r.IsNull(27) ? 0 : r.Int(27));
  v.renew_state = static_cast<int>(r.IsNull(28) ? 0 : r.Int(28));
  v.settled_at = r.IsNull(29) ? 0 : r.Int(29);
  v.activated_at = r.IsNull(30) ? 0 : r.Int(30);
  v.expires_at = r.IsNull(31) ? 0 : r.Int(31);
  v.created_at = r.Int(32);
  v.has_state = !r.IsNull(33);
  if (v.has_state) {
    v.fix_time = r.Int(34);
    v.recv_time = r.Int(35);
    v.motion_since = r.Int(36);
    v.motion = static_cast<int>(r.Int(37));
  }
  return v;
}

// NotFound unless group `id` lies inside `scope`.
Status CheckGroup(Connection& conn, const Scope& scope, long long id) {
  auto g = conn.Query("SELECT 1 FROM groups WHERE id = ? AND path LIKE ?", {id, scope.LikePattern()});
  if (!g.ok()) return g.status();
  if (g->empty()) return NotFound("车组不存在或无权操作");
  return Status::Ok();
}

constexpr size_t kChunk = 400;  // list parameters per statement

Result<std::vector<VehicleRef>> FindBy(Connection& conn, const std::vector<std::string>& keys, const char* match,
                                       bool trim) {
  std::vector<VehicleRef> out;
  for (size_t start = 0; start < keys.size(); start += kChunk) {
    size_t end = std::min(keys.size(), start + kChunk);
    Params params;
    for (size_t i = start; i < end; ++i) params.push_back(trim ? TerminalKey(keys[i]) : keys[i]);
    auto rows =
        conn.Query(std::string("SELECT a.id, a.group_id, g.path, a.plate, d.terminal_no FROM assets a "
                               "JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id WHERE ") +
                       match + " IN (" + Placeholders(end - start) + ") ORDER BY a.id",
                   params);
    if (!rows.ok()) return rows.status();
    for (const Row& r : *rows) {
      VehicleRef v;
      v.asset_id = r.Int(0);
      v.group_id = r.Int(1);
      v.group_path = r.Text(2);
      v.plate = r.Text(3);
      v.terminal_no = r.Text(4);
      v.key = trim ? TerminalKey(v.terminal_no) : v.plate;
      out.push_back(std::move(v));
    }
  }
  return out;
}

}  // namespace

std::string TerminalKey(const std::string& number) {
  size_t i = number.find_first_not_of('0');
  return i == std::string::npos ? (number.empty() ? "" : "0") : number.substr(i);
}

Result<FleetPage> PageGroupVehicles(Connection& conn, const Scope& scope, long long group_id, int page_number,
                                    int page_size) {
  if (Status s = CheckGroup(conn, scope, group_id); !s.ok()) return s;
  auto count = conn.Query("SELECT COUNT(*) FROM assets WHERE group_id = ?", {group_id});
  if (!count.ok()) return count.status();
  int size = std::clamp(page_size, 1, 1000);
  int page = std::max(1, page_number);
  auto rows = conn.Query(std::string(kSelect) + "WHERE a.group_id = ? ORDER BY a.id LIMIT ? OFFSET ?",
                         {group_id, size, static_cast<long long>(page - 1) * size});
  if (!rows.ok()) return rows.status();
  FleetPage out;
  out.total = count->at(0).Int(0);
  for (const Row& r : *rows) out.rows.push_back(FromRow(r));
  return out;
}

Result<std::vector<FleetVehicle>> ListGroupVehicles(Connection& conn, const Scope& scope, long long group_id) {
  if (Status s = CheckGroup(conn, scope, group_id); !s.ok()) return s;
  std::vector<FleetVehicle> out;
  Status s = conn.QueryEach(std::string(kSelect) + "WHERE a.group_id = ? ORDER BY a.id", {group_id},
                            [&](const Row& r) { out.push_back(FromRow(r)); });
  if (!s.ok()) return s;
  return out;
}

Result<FleetVehicle> GetFleetVehicle(Connection& conn, const Scope& scope, long long asset_id) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE a.id = ? AND g.path LIKE ?", {asset_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权操作");
  return FromRow(rows->front());
}

Result<std::optional<FleetVehicle>> FindRelatedFleetVehicle(Connection& conn, const Scope& scope,
                                                            const std::string& plate, const std::string& frame_no,
                                                            long long except_id) {
  // The plate first: a vehicle re-fitted with a new device keeps its plate; the frame number otherwise.
  for (const auto& [column, value] : {std::pair{"a.plate", plate}, std::pair{"a.frame_no", frame_no}}) {
    if (value.empty()) continue;
    auto rows = conn.Query(
        std::string(kSelect) + "WHERE " + column + " = ? AND a.id <> ? AND g.path LIKE ? " + "ORDER BY a.id LIMIT 1",
        {value, except_id, scope.LikePattern()});
    if (!rows.ok()) return rows.status();
    if (!rows->empty()) return std::optional<FleetVehicle>(FromRow(rows->front()));
  }
  return std::optional<FleetVehicle>();
}

Result<long long> VehicleRankInGroup(Connection& conn, const FleetVehicle& v) {
  auto rows = conn.Query("SELECT COUNT(*) FROM assets WHERE group_id = ? AND id < ?", {v.group_id, v.id});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status UpdateFleetVehicle(Connection& conn, const Scope& scope, long long asset_id, const VehicleEdit& e) {
  auto current = GetFleetVehicle(conn, scope, asset_id);
  if (!current.ok()) return current.status();
  if (Status s = CheckGroup(conn, scope, e.group_id); !s.ok()) return s;
  return InTransaction(conn, [&]() -> Status {
    if (!e.terminal_no.empty() && TerminalKey(e.terminal_no) != TerminalKey(current->terminal_no)) {
      auto taken = conn.Query(
          "SELECT terminal_no FROM devices WHERE ltrim(terminal_no, '0') = ? AND (asset_id IS NULL OR asset_id <> ?) "
          "LIMIT 1",
          {TerminalKey(e.terminal_no), asset_id});
      if (!taken.ok()) return taken.status();
      if (!taken->empty()) return AlreadyExists("终端号已存在: " + taken->front().Text(0));
    }
    Status a = conn.Exec(
        "UPDATE assets SET group_id = ?, plate = ?, icon_type = ?, vehicle_type = ?, engine_no = ?, frame_no = ?, "
        "owner = ?, license = ?, phone = ?, address = ?, remark = ?, service_code = ?, display_year = ? WHERE id = ?",
        {e.group_id, e.plate, e.icon_type, e.vehicle_type, e.engine_no, e.frame_no, e.owner, e.license, e.phone,
         e.address, e.remark, e.service_code, e.display_year, asset_id});
    if (!a.ok()) return a;
    if (current->device_id == 0) return Status::Ok();
    Status d = conn.Exec(
        "UPDATE devices SET terminal_no = ?, terminal_type = ?, protocol = ?, sim = ?, iccid = ?, mac = ?, "
        "install_place = ?, install_person = ?, install_remark = ?, install_date = ? WHERE id = ?",
        {e.terminal_no.empty() ? current->terminal_no : e.terminal_no, e.terminal_type, e.protocol, e.sim, e.iccid,
         e.mac, e.install_place, e.install_person, e.install_remark, e.install_date, current->device_id});
    if (!d.ok() && d.code() == StatusCode::kAlreadyExists) return AlreadyExists("终端号已存在: " + e.terminal_no);
    return d;
  });
}

Status SetNewVehicleExtras(Connection& conn, long long asset_id, const std::string& mac, int service_months,
                           const std::string& service_code, const std::string& display_year) {
  if (Status s = conn.Exec("UPDATE devices SET mac = ?, service_months = ? WHERE asset_id = ?",
                           {mac, service_months, asset_id});
      !s.ok())
    return s;
  return conn.Exec("UPDATE assets SET service_code = ?, display_year = ? WHERE id = ?",
                   {service_code, display_year, asset_id});
}

Status MoveVehicle(Connection& conn, const Scope& scope, long long asset_id, long long group_id) {
  if (Status s = CheckGroup(conn, scope, group_id); !s.ok()) return s;
  auto v = conn.Query("SELECT 1 FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND g.path LIKE ?",
                      {asset_id, scope.LikePattern()});
  if (!v.ok()) return v.status();
  if (v->empty()) return NotFound("车辆不存在或无权操作");
  return conn.Exec("UPDATE assets SET group_id = ? WHERE id = ?", {group_id, asset_id});
}

Status DeleteFleetVehicle(Connection& conn, const Scope& scope, long long asset_id) {
  auto v = GetFleetVehicle(conn, scope, asset_id);
  if (!v.ok()) return v.status();
  return InTransaction(conn, [&]() -> Status {
    if (v->device_id != 0) {
      for (const char* sql : {"DELETE FROM device_state WHERE device_id = ?", "DELETE FROM devices WHERE id = ?"})
        if (Status s = conn.Exec(sql, {v->device_id}); !s.ok()) return s;
    }
    for (const char* sql :
         {"DELETE FROM vehicle_concerns WHERE asset_id = ?", "DELETE FROM stay_points WHERE asset_id = ?",
          "DELETE FROM two_charge_vehicles WHERE asset_id = ?",
          "DELETE FROM fence_bindings WHERE target_type = 1 AND target_id = ?",
          "DELETE FROM admin_area_bindings WHERE target_type = 1 AND target_id = ?", "DELETE FROM assets WHERE id = ?"})
      if (Status s = conn.Exec(sql, {asset_id}); !s.ok()) return s;
    return Status::Ok();
  });
}

Result<std::vector<VehicleRef>> FindVehiclesByTerminals(Connection& conn, const std::vector<std::string>& numbers) {
  return FindBy(conn, numbers, "ltrim(d.terminal_no, '0')", true);
}

Result<std::vector<VehicleRef>> FindVehiclesByPlates(Connection& conn, const std::vector<std::string>& plates) {
  return FindBy(conn, plates, "a.plate", false);
}

Result<GroupUsage> GroupUsageOf(Connection& conn, long long group_id) {
  auto rows = conn.Query(
      "SELECT (SELECT COUNT(*) FROM assets WHERE group_id = ?), (SELECT COUNT(*) FROM groups WHERE parent_id = ?), "
      "(SELECT COUNT(*) FROM users WHERE group_id = ?), (SELECT COUNT(*) FROM roles WHERE group_id = ?)",
      {group_id, group_id, group_id, group_id});
  if (!rows.ok()) return rows.status();
  const Row& r = rows->front();
  return GroupUsage{r.Int(0), r.Int(1), r.Int(2), r.Int(3)};
}

Status UpdateGroupInfo(Connection& conn, const Scope& scope, long long group_id, const std::string& name,
                       const std::string& contact_name, const std::string& phone, const std::string& remark) {
  if (Status s = CheckGroup(conn, scope, group_id); !s.ok()) return s;
  return conn.Exec("UPDATE groups SET name = ?, contact_name = ?, phone = ?, remark = ? WHERE id = ?",
                   {name, contact_name, phone, remark, group_id});
}

Result<bool> SiblingNamed(Connection& conn, long long parent_id, const std::string& name, long long except_id) {
  auto rows = conn.Query("SELECT 1 FROM groups WHERE parent_id = ? AND name = ? AND id <> ? LIMIT 1",
                         {parent_id, name, except_id});
  if (!rows.ok()) return rows.status();
  return !rows->empty();
}

Status DeleteEmptyGroup(Connection& conn, const Scope& scope, long long group_id) {
  if (Status s = CheckGroup(conn, scope, group_id); !s.ok()) return s;
  return InTransaction(conn, [&]() -> Status {
    for (const char* sql :
         {"DELETE FROM alarm_control WHERE group_id = ?", "DELETE FROM alarm_push_config WHERE group_id = ?",
          "DELETE FROM alarm_push_targets WHERE group_id = ?", "DELETE FROM health_thresholds WHERE group_id = ?",
          "DELETE FROM fence_bindings WHERE target_type <> 1 AND target_id = ?",
          "DELETE FROM admin_area_bindings WHERE target_type <> 1 AND target_id = ?",
          "DELETE FROM groups WHERE id = ?"})
      if (Status s = conn.Exec(sql, {group_id}); !s.ok()) return s;
    return Status::Ok();
  });
}

}  // namespace chelian::store
