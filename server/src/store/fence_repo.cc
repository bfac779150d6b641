// Fence repository.
#include "store/fence_repo.h"

#include <cstdio>
#include <cstdlib>

#include "store/ownership.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT f.id, f.group_id, f.created_by, g.name, COALESCE(NULLIF(u.name, ''), u.username, ''), f.name, f.shape, "
    "f.kind, "
    "f.points, f.center_lat, f.center_lon, f.radius, f.speed_limit, f.stay_minutes, f.owner_asset, f.created_at, "
    "f.updated_at, (SELECT COUNT(*) FROM fence_bindings b WHERE b.fence_id = f.id AND b.target_type = 1), "
    "(SELECT COUNT(*) FROM fence_bindings b WHERE b.fence_id = f.id AND b.target_type = 2) "
    "FROM fences f JOIN groups g ON g.id = f.group_id LEFT JOIN users u ON u.id = f.created_by ";

FenceRow FromRow(const Row& r) {
  FenceRow f;
  f.id = r.Int(0);
  f.group_id = r.Int(1);
  f.created_by = r.Int(2);
  f.group_name = r.Text(3);
  f.creator_name = r.Text(4);
  f.name = r.Text(5);
  f.shape = static_cast<int>(r.Int(6));
  f.kind = static_cast<int>(r.Int(7));
  f.points = DecodeFencePoints(r.Text(8));
  f.center_lat = r.Real(9);
  f.center_lon = r.Real(10);
  f.radius = r.Real(11);
  f.speed_limit = r.Real(12);
  f.stay_minutes = static_cast<int>(r.Int(13));
  f.owner_asset = r.Int(14);
  f.created_at = r.Int(15);
  f.updated_at = r.Int(16);
  f.bound_vehicles = static_cast<int>(r.Int(17));
  f.bound_groups = static_cast<int>(r.Int(18));
  return f;
}

Result<std::vector<FenceRow>> Select(Connection& conn, const std::string& where, const Params& params) {
  auto rows = conn.Query(std::string(kSelect) + where, params);
  if (!rows.ok()) return rows.status();
  std::vector<FenceRow> out;
  for (const auto& r : *rows) out.push_back(FromRow(r));
  return out;
}

Value Nullable(double v, bool set) { return set ? Value(v) : Value(); }

// Whether the caller may change fence `id` (store/ownership.h): only one owned inside `scope`.
// A fence of a group above is read-only even where it is bound to the caller's vehicles.
Status CheckFenceChange(Connection& conn, const Scope& scope, long long id) {
  auto owner = conn.Query("SELECT g.path FROM fences f JOIN groups g ON g.id = f.group_id WHERE f.id = ?", {id});
  if (!owner.ok()) return owner.status();
  return CheckCanChange(scope, owner->empty() ? std::string() : owner->at(0).Text(0), "围栏");
}

}  // namespace

std::string EncodeFencePoints(const std::vector<std::pair<double, double>>& points) {
  std::string out;
  char buf[64];
  for (const auto& [lon, lat] : points) {
    std::snprintf(buf, sizeof buf, "%s%.7f,%.7f", out.empty() ? "" : ";", lon, lat);
    out += buf;
  }
  return out;
}

std::vector<std::pair<double, double>> DecodeFencePoints(const std::string& text) {
  std::vector<std::pair<double, double>> out;
  const char* p = text.c_str();
  while (*p) {
    char* end = nullptr;
    double lon = std::strtod(p, &end);
    if (end == p || *end != ',') break;
    p = end + 1;
    double lat = std::strtod(p, &end);
    if (end == p) break;
    out.emplace_back(lon, lat);
    p = *end == ';' ? end + 1 : end;
  }
  return out;
}

Result<std::vector<FenceRow>> ListFences(Connection& conn, const Scope& scope) {
  return Select(conn, "WHERE g.path LIKE ? AND f.owner_asset = 0 ORDER BY f.id DESC", {scope.LikePattern()});
}

Result<FenceRow> GetFence(Connection& conn, const Scope& scope, long long id) {
  auto rows = Select(conn, "WHERE f.id = ? AND g.path LIKE ?", {id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("围栏不存在或无权访问");
  return rows->front();
}

Result<long long> CreateFence(Connection& conn, const Scope& scope, long long owner_group, const FenceRow& f,
                              long long user_id, long long now_ms) {
  auto g = conn.Query("SELECT id FROM groups WHERE id = ? AND path LIKE ?", {owner_group, scope.LikePattern()});
  if (!g.ok()) return g.status();
  if (g->empty()) return NotFound("分组不存在或无权访问");
  bool circle = f.shape == 1;
  auto rows = conn.Query(
      "INSERT INTO fences (group_id, created_by, name, shape, kind, points, center_lat, center_lon, radius, "
      "speed_limit, "
      "stay_minutes, owner_asset, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING "
      "id",
      {owner_group, user_id, f.name, f.shape, f.kind, circle ? Value() : Value(EncodeFencePoints(f.points)),
       Nullable(f.center_lat, circle), Nullable(f.center_lon, circle), Nullable(f.radius, circle), f.speed_limit,
       f.stay_minutes, f.owner_asset, now_ms, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status UpdateFence(Connection& conn, const Scope& scope, const FenceRow& f, long long now_ms) {
  if (Status s = CheckFenceChange(conn, scope, f.id); !s.ok()) return s;
  bool circle = f.shape == 1;
  return conn.Exec(
      "UPDATE fences SET name = ?, shape = ?, kind = ?, points = ?, center_lat = ?, center_lon = ?, radius = ?, "
      "speed_limit = ?, stay_minutes = ?, updated_at = ? WHERE id = ?",
      {f.name, f.shape, f.kind, circle ? Value() : Value(EncodeFencePoints(f.points)), Nullable(f.center_lat, circle),
       Nullable(f.center_lon, circle), Nullable(f.radius, circle), f.speed_limit, f.stay_minutes, now_ms, f.id});
}

Status DeleteFence(Connection& conn, const Scope& scope, long long id) {
  if (Status s = CheckFenceChange(conn, scope, id); !s.ok()) return s;
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM fence_bindings WHERE fence_id = ?", {id}); !s.ok()) return s;
    return conn.Exec("DELETE FROM fences WHERE id = ?", {id});
  });
}

Result<FenceTargets> ListFenceTargets(Connection& conn, const Scope& scope, long long fence_id) {
  auto fence = GetFence(conn, scope, fence_id);
  if (!fence.ok()) return fence.status();
  FenceTargets t;
  auto groups = conn.Query(
      "SELECT g.id, g.name FROM fence_bindings b JOIN groups g ON g.id = b.target_id WHERE b.fence_id = ? AND "
      "b.target_type = 2 AND g.path LIKE ? ORDER BY g.name",
      {fence_id, scope.LikePattern()});
  if (!groups.ok()) return groups.status();
  for (const auto& r : *groups) t.groups.emplace_back(r.Int(0), r.Text(1));
  auto vehicles = conn.Query(
      "SELECT a.id, a.plate FROM fence_bindings b JOIN assets a ON a.id = b.target_id JOIN groups g ON g.id = "
      "a.group_id "
      "WHERE b.fence_id = ? AND b.target_type = 1 AND g.path LIKE ? ORDER BY a.plate",
      {fence_id, scope.LikePattern()});
  if (!vehicles.ok()) return vehicles.status();
  for (const auto& r : *vehicles) t.vehicles.emplace_back(r.Int(0), r.Text(1));
  return t;
}

Status BindFence(Connection& conn, const Scope& scope, long long fence_id, const std::vector<long long>& vehicle_ids,
                 const std::vector<long long>& group_ids, long long now_ms) {
  if (Status s = CheckFenceChange(conn, scope, fence_id); !s.ok()) return s;
  return InTransaction(conn, [&]() -> Status {
    // Bindings outside the caller's scope (made by someone above) stay as they are.
    Status s = conn.Exec(
        "DELETE FROM fence_bindings WHERE fence_id = ? AND ((target_type = 1 AND target_id IN (SELECT a.id FROM assets "
        "a "
        "JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ?)) OR (target_type = 2 AND target_id IN (SELECT id FROM "
        "groups WHERE path LIKE ?)))",
        {fence_id, scope.LikePattern(), scope.LikePattern()});
    if (!s.ok()) return s;
    for (long long v : vehicle_ids) {
      auto seen = VehicleGroup(conn, scope, v);
      if (!seen.ok()) return seen.status();
      s = conn.Exec(
          "INSERT INTO fence_bindings (fence_id, target_type, target_id, created_at) VALUES (?, 1, ?, ?) "
          "ON CONFLICT DO NOTHING",
          {fence_id, v, now_ms});
      if (!s.ok()) return s;
    }
    for (long long g : group_ids) {
      auto seen = conn.Query("SELECT id FROM groups WHERE id = ? AND path LIKE ?", {g, scope.LikePattern()});
      if (!seen.ok()) return seen.status();
      if (seen->empty()) return NotFound("分组不存在或无权访问");
      s = conn.Exec(
          "INSERT INTO fence_bindings (fence_id, target_type, target_id, created_at) VALUES (?, 2, ?, ?) "
          "ON CONFLICT DO NOTHING",
          {fence_id, g, now_ms});
      if (!s.ok()) return s;
    }
    return conn.Exec("UPDATE fences SET updated_at = ? WHERE id = ?", {now_ms, fence_id});
  });
}

Result<std::pair<long long, std::string>> VehicleGroup(Connection& conn, const Scope& scope, long long asset_id) {
  auto rows = conn.Query(
      "SELECT g.id, g.path FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND g.path LIKE ?",
      {asset_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权访问");
  return std::pair{rows->at(0).Int(0), rows->at(0).Text(1)};
}

Result<std::vector<FenceRow>> FencesOfVehicle(Connection& conn, const Scope& scope, long long asset_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  return Select(conn,
                "WHERE f.id IN (SELECT fence_id FROM fence_bindings WHERE (target_type = 1 AND target_id = ?) OR "
                "(target_type = 2 AND target_id = ?)) ORDER BY f.id",
                {asset_id, vg->first});
}

Status UnbindVehicle(Connection& conn, const Scope& scope, long long asset_id, long long fence_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  if (Status s = CheckFenceChange(conn, scope, fence_id); !s.ok()) return s;
  Status s = conn.Exec("DELETE FROM fence_bindings WHERE fence_id = ? AND target_type = 1 AND target_id = ?",
                       {fence_id, asset_id});
  if (!s.ok()) return s;
  if (conn.Changes() == 0) return NotFound("该车辆未直接绑定此围栏（按车组绑定的请在围栏绑车中修改）");
  return Status::Ok();
}

Result<std::optional<FenceRow>> RoundFenceOf(Connection& conn, const Scope& scope, long long asset_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  auto rows = Select(conn, "WHERE f.owner_asset = ? ORDER BY f.id DESC LIMIT 1", {asset_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<FenceRow>();
  return std::optional<FenceRow>(rows->front());
}

Status SaveRoundFence(Connection& conn, const Scope& scope, long long asset_id, double lat, double lon, double radius,
                      long long user_id, long long now_ms) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  return InTransaction(conn, [&]() -> Status {
    if (Status s = DeleteRoundFence(conn, scope, asset_id); !s.ok()) return s;
    auto plate = conn.Query("SELECT plate FROM assets WHERE id = ?", {asset_id});
    if (!plate.ok()) return plate.status();
    FenceRow f;
    f.name = plate->at(0).Text(0) + "圆形围栏";
    f.shape = 1;
    f.kind = 0;
    f.center_lat = lat;
    f.center_lon = lon;
    f.radius = radius;
    f.owner_asset = asset_id;
    auto id = CreateFence(conn, Scope::Everything(), vg->first, f, user_id, now_ms);
    if (!id.ok()) return id.status();
    return conn.Exec("INSERT INTO fence_bindings (fence_id, target_type, target_id, created_at) VALUES (?, 1, ?, ?)",
                     {*id, asset_id, now_ms});
  });
}

Status DeleteRoundFence(Connection& conn, const Scope& scope, long long asset_id) {
  auto vg = VehicleGroup(conn, scope, asset_id);
  if (!vg.ok()) return vg.status();
  return InTransaction(conn, [&]() -> Status {
    Status s = conn.Exec("DELETE FROM fence_bindings WHERE fence_id IN (SELECT id FROM fences WHERE owner_asset = ?)",
                         {asset_id});
    if (!s.ok()) return s;
    return conn.Exec("DELETE FROM fences WHERE owner_asset = ?", {asset_id});
  });
}

}  // namespace chelian::store
