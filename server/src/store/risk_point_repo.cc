// Risk point repository.
#include "store/risk_point_repo.h"

#include <cstdlib>

#include "store/fence_repo.h"

namespace chelian::store {
namespace {

Status GroupVisible(Connection& conn, const Scope& scope, long long group_id) {
  auto g = conn.Query("SELECT id FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!g.ok()) return g.status();
  if (g->empty()) return NotFound("分组不存在或无权访问");
  return Status::Ok();
}

Status TargetVisible(Connection& conn, const Scope& scope, int target_type, long long id) {
  if (target_type == 2) return GroupVisible(conn, scope, id);
  auto vg = VehicleGroup(conn, scope, id);
  return vg.ok() ? Status::Ok() : vg.status();
}

}  // namespace

Result<std::vector<LocationPoint>> ListLocationPoints(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT p.id, p.group_id, p.name, p.type, p.lat, p.lon, p.color, p.created_at FROM location_points p "
      "JOIN groups g ON g.id = p.group_id WHERE g.path LIKE ? ORDER BY p.id DESC",
      {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<LocationPoint> out;
  for (const auto& r : *rows)
    out.push_back({r.Int(0), r.Int(1), r.Text(2), static_cast<int>(r.Int(3)), r.Real(4), r.Real(5),
                   static_cast<int>(r.Int(6)), r.Int(7)});
  return out;
}

Result<long long> CreateLocationPoint(Connection& conn, const Scope& scope, const LocationPoint& p, long long user_id,
                                      long long now_ms) {
  if (Status s = GroupVisible(conn, scope, scope.group_id); !s.ok()) return s;
  auto rows = conn.Query(
      "INSERT INTO location_points (group_id, created_by, name, type, lat, lon, color, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {scope.group_id, user_id, p.name, p.type, p.lat, p.lon, p.color, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status DeleteLocationPoint(Connection& conn, const Scope& scope, long long id) {
  Status s =
      conn.Exec("DELETE FROM location_points WHERE id = ? AND group_id IN (SELECT id FROM groups WHERE path LIKE ?)",
                {id, scope.LikePattern()});
  if (!s.ok()) return s;
  return conn.Changes() ? Status::Ok() : NotFound("位置点不存在或无权访问");
}

Result<std::optional<StayPointRow>> GetStayPoints(Connection& conn, const Scope& scope, long long asset_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  auto rows = conn.Query(
      "SELECT home_lat, home_lon, home_radius, company_lat, company_lon, company_radius, enabled, set_at, last_visit "
      "FROM stay_points WHERE asset_id = ?",
      {asset_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<StayPointRow>();
  const Row& r = rows->front();
  StayPointRow s;
  s.asset_id = asset_id;
  if (!r.IsNull(0)) s.home = std::pair{r.Real(0), r.Real(1)}, s.home_radius = r.Real(2);
  if (!r.IsNull(3)) s.company = std::pair{r.Real(3), r.Real(4)}, s.company_radius = r.Real(5);
  s.enabled = static_cast<int>(r.Int(6));
  s.set_at = r.Int(7);
  s.last_visit = r.Int(8);
  return std::optional<StayPointRow>(s);
}

Status SaveStayPoints(Connection& conn, const Scope& scope, const StayPointRow& s, long long user_id,
                      long long now_ms) {
  auto vg = VehicleGroup(conn, scope, s.asset_id);
  if (!vg.ok()) return vg.status();
  auto v = [](const std::optional<std::pair<double, double>>& p, bool lat) {
    return p ? Value(lat ? p->first : p->second) : Value();
  };
  return conn.Exec(
      "INSERT INTO stay_points (asset_id, home_lat, home_lon, home_radius, company_lat, company_lon, company_radius, "
      "enabled, set_at, last_visit, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) "
      "ON CONFLICT (asset_id) DO UPDATE SET home_lat = excluded.home_lat, home_lon = excluded.home_lon, "
      "home_radius = excluded.home_radius, company_lat = excluded.company_lat, company_lon = excluded.company_lon, "
      "company_radius = excluded.company_radius, enabled = excluded.enabled, set_at = excluded.set_at, "
      "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
      {s.asset_id, v(s.home, true), v(s.home, false), s.home ? Value(s.home_radius) : Value(), v(s.company, true),
       v(s.company, false), s.company ? Value(s.company_radius) : Value(), s.enabled, now_ms, user_id, now_ms});
}

Status DeleteStayPoints(Connection& conn, const Scope& scope, long long asset_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  return conn.Exec("DELETE FROM stay_points WHERE asset_id = ?", {asset_id});
}

Status RecordStayVisit(Connection& conn, long long asset_id, long long time_ms) {
  return conn.Exec("UPDATE stay_points SET last_visit = ? WHERE asset_id = ? AND last_visit < ?",
                   {time_ms, asset_id, time_ms});
}

Result<std::vector<TwoChargePointRow>> ListTwoChargePoints(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT p.id, p.group_id, p.name, p.lat, p.lon, p.radius, p.stop_minutes, p.created_at FROM two_charge_points p "
      "JOIN groups g ON g.id = p.group_id WHERE g.path LIKE ? ORDER BY p.id DESC",
      {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<TwoChargePointRow> out;
  for (const auto& r : *rows)
    out.push_back(
        {r.Int(0), r.Int(1), r.Text(2), r.Real(3), r.Real(4), r.Real(5), static_cast<int>(r.Int(6)), r.Int(7)});
  return out;
}

Result<long long> CreateTwoChargePoint(Connection& conn, const Scope& scope, const TwoChargePointRow& p,
                                       long long user_id, long long now_ms) {
  if (Status s = GroupVisible(conn, scope, scope.group_id); !s.ok()) return s;
  auto rows = conn.Query(
      "INSERT INTO two_charge_points (group_id, created_by, name, lat, lon, radius, stop_minutes, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {scope.group_id, user_id, p.name, p.lat, p.lon, p.radius, p.stop_minutes, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status DeleteTwoChargePoint(Connection& conn, const Scope& scope, long long id) {
  Status s =
      conn.Exec("DELETE FROM two_charge_points WHERE id = ? AND group_id IN (SELECT id FROM groups WHERE path LIKE ?)",
                {id, scope.LikePattern()});
  if (!s.ok()) return s;
  return conn.Changes() ? Status::Ok() : NotFound("二押点不存在或无权访问");
}

Result<std::vector<BoundVehicle>> ListTwoChargeVehicles(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT a.id, a.group_id, a.plate, g.name FROM two_charge_vehicles t JOIN assets a ON a.id = t.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ? ORDER BY a.plate",
      {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<BoundVehicle> out;
  for (const auto& r : *rows) out.push_back({r.Int(0), r.Int(1), r.Text(2), r.Text(3)});
  return out;
}

Status SetTwoChargeVehicles(Connection& conn, const Scope& scope, const std::vector<long long>& asset_ids, bool on,
                            long long user_id, long long now_ms) {
  return InTransaction(conn, [&]() -> Status {
    for (long long id : asset_ids) {
      auto vg = VehicleGroup(conn, scope, id);
      if (!vg.ok()) return vg.status();
      Status s = on ? conn.Exec(
                          "INSERT INTO two_charge_vehicles (asset_id, created_by, created_at) VALUES (?, ?, ?) "
                          "ON CONFLICT (asset_id) DO NOTHING",
                          {id, user_id, now_ms})
                    : conn.Exec("DELETE FROM two_charge_vehicles WHERE asset_id = ?", {id});
      if (!s.ok()) return s;
    }
    return Status::Ok();
  });
}

Result<bool> IsTwoChargeVehicle(Connection& conn, const Scope& scope, long long asset_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  auto rows = conn.Query("SELECT 1 FROM two_charge_vehicles WHERE asset_id = ?", {asset_id});
  if (!rows.ok()) return rows.status();
  return !rows->empty();
}

Result<std::optional<AdminAreaBinding>> GetAdminArea(Connection& conn, const Scope& scope, int target_type,
                                                     long long id) {
  if (Status s = TargetVisible(conn, scope, target_type, id); !s.ok()) return s;
  auto rows =
      conn.Query("SELECT address, is_all, is_cover FROM admin_area_bindings WHERE target_type = ? AND target_id = ?",
                 {target_type, id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<AdminAreaBinding>();
  return std::optional<AdminAreaBinding>(AdminAreaBinding{rows->at(0).Text(0), static_cast<int>(rows->at(0).Int(1)),
                                                          static_cast<int>(rows->at(0).Int(2))});
}

Status SaveAdminArea(Connection& conn, const Scope& scope, int target_type, long long id, const AdminAreaBinding& b,
                     long long user_id, long long now_ms) {
  if (Status s = TargetVisible(conn, scope, target_type, id); !s.ok()) return s;
  return conn.Exec(
      "INSERT INTO admin_area_bindings (target_type, target_id, address, is_all, is_cover, updated_by, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (target_type, target_id) DO UPDATE SET address = excluded.address, "
      "is_all = excluded.is_all, is_cover = excluded.is_cover, updated_by = excluded.updated_by, "
      "updated_at = excluded.updated_at",
      {target_type, id, b.address, b.is_all, b.is_cover, user_id, now_ms});
}

Status DeleteAdminArea(Connection& conn, const Scope& scope, int target_type, long long id) {
  if (Status s = TargetVisible(conn, scope, target_type, id); !s.ok()) return s;
  return conn.Exec("DELETE FROM admin_area_bindings WHERE target_type = ? AND target_id = ?", {target_type, id});
}

std::vector<int> AdminAreaCodes(const std::string& address) {
  std::vector<int> out;
  size_t start = 0;
  while (start <= address.size()) {
    size_t end = address.find('|', start);
    if (end == std::string::npos) end = address.size();
    std::string item = address.substr(start, end - start);
    size_t us = item.rfind('_');
    std::string code = us == std::string::npos ? item : item.substr(us + 1);
    if (code.size() == 6 && code.find_first_not_of("0123456789") == std::string::npos)
      out.push_back(std::atoi(code.c_str()));
    start = end + 1;
  }
  return out;
}

}  // namespace chelian::store
