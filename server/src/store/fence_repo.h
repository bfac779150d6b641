// Fences (围栏) and their bindings to vehicles and groups. A fence belongs to the group of the user
// who drew it and is listed, changed and bound inside that group's subtree; a vehicle's bound
// fences are readable by whoever sees the vehicle, but one owned above the caller's group is
// read-only for them (store/ownership.h). Every call takes the caller's Scope.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct FenceRow {
  long long id = 0, group_id = 0, created_by = 0;
  std::string group_name, creator_name;
  std::string name;
  int shape = 3;                                  // 3 polygon, 1 circle
  int kind = 1;                                   // 0 禁止驶出, 1 禁止驶入, 2 蓝牙物流锁区域, 3 限速
  std::vector<std::pair<double, double>> points;  // polygon (lon, lat), WGS-84
  double center_lat = 0, center_lon = 0, radius = 0;
  double speed_limit = 0;
  int stay_minutes = 0;
  long long owner_asset = 0;  // a vehicle's own circle (queryRoundFence), else 0
  long long created_at = 0, updated_at = 0;
  int bound_vehicles = 0, bound_groups = 0;
};

// "lon,lat;lon,lat;…" ⇄ points (the stored form).
std::string EncodeFencePoints(const std::vector<std::pair<double, double>>& points);
std::vector<std::pair<double, double>> DecodeFencePoints(const std::string& text);

// Fences owned inside `scope` (vehicles' own circles excluded), newest first.
Result<std::vector<FenceRow>> ListFences(Connection& conn, const Scope& scope);
// NotFound when the fence is not owned inside `scope`.
Result<FenceRow> GetFence(Connection& conn, const Scope& scope, long long id);
// Creates a fence owned by `owner_group` (inside `scope`); returns its id.
Result<long long> CreateFence(Connection& conn, const Scope& scope, long long owner_group, const FenceRow& f,
                              long long user_id, long long now_ms);
// Changes (update, delete, bind, unbind) refuse a fence owned outside `scope`: PermissionDenied
// "上级分组的围栏不能修改" when its group is above the scope's, NotFound otherwise.
Status UpdateFence(Connection& conn, const Scope& scope, const FenceRow& f, long long now_ms);
// Deletes the fence and its bindings.
Status DeleteFence(Connection& conn, const Scope& scope, long long id);

struct FenceTargets {
  std::vector<std::pair<long long, std::string>> groups;    // id, name
  std::vector<std::pair<long long, std::string>> vehicles;  // id, plate
};
Result<FenceTargets> ListFenceTargets(Connection& conn, const Scope& scope, long long fence_id);
// Replaces the fence's bindings. NotFound when the fence or a target is not inside `scope`.
Status BindFence(Connection& conn, const Scope& scope, long long fence_id, const std::vector<long long>& vehicle_ids,
                 const std::vector<long long>& group_ids, long long now_ms);
// Fences bound to the vehicle directly or through its own group (its own circle included).
Result<std::vector<FenceRow>> FencesOfVehicle(Connection& conn, const Scope& scope, long long asset_id);
// Removes the vehicle's direct binding to the fence. NotFound when it was not bound or the vehicle
// is not inside `scope`; refused as above when the fence is not the caller's to change.
Status UnbindVehicle(Connection& conn, const Scope& scope, long long asset_id, long long fence_id);

// The vehicle's own circle (V3 圆形围栏): at most one per vehicle, 禁止驶出, bound to it.
Result<std::optional<FenceRow>> RoundFenceOf(Connection& conn, const Scope& scope, long long asset_id);
Status SaveRoundFence(Connection& conn, const Scope& scope, long long asset_id, double lat, double lon, double radius,
                      long long user_id, long long now_ms);
Status DeleteRoundFence(Connection& conn, const Scope& scope, long long asset_id);

// The group and path of a vehicle inside `scope`; NotFound otherwise.
Result<std::pair<long long, std::string>> VehicleGroup(Connection& conn, const Scope& scope, long long asset_id);

}  // namespace chelian::store
