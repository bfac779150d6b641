// The alarm points of the risk features (v3-console-inventory §2.3, §3.5): position points (位置点),
// a vehicle's home and company stay points (经常停留点), second-mortgage points (二押点) with the
// vehicles they apply to, and allowed administrative areas (绑定省市区) per vehicle or group.
// Every call takes the caller's Scope; coordinates are WGS-84.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct LocationPoint {
  long long id = 0, group_id = 0;
  std::string name;
  int type = 1;  // 1 写字楼, 2 工厂, 3 停车场, 4 住宅, 5 维修厂, 6 租赁公司
  double lat = 0, lon = 0;
  int color = 0;
  long long created_at = 0;
};
Result<std::vector<LocationPoint>> ListLocationPoints(Connection& conn, const Scope& scope);
// Owned by the scope's own group.
Result<long long> CreateLocationPoint(Connection& conn, const Scope& scope, const LocationPoint& p, long long user_id,
                                      long long now_ms);
Status DeleteLocationPoint(Connection& conn, const Scope& scope, long long id);

struct StayPointRow {
  long long asset_id = 0;
  std::optional<std::pair<double, double>> home, company;  // lat, lon
  double home_radius = 1000, company_radius = 1000;
  int enabled = 1;
  long long set_at = 0, last_visit = 0;
};
Result<std::optional<StayPointRow>> GetStayPoints(Connection& conn, const Scope& scope, long long asset_id);
// Saves the vehicle's points (the count of days restarts when a point moves).
Status SaveStayPoints(Connection& conn, const Scope& scope, const StayPointRow& row, long long user_id,
                      long long now_ms);
Status DeleteStayPoints(Connection& conn, const Scope& scope, long long asset_id);
// Records a visit the pipeline saw (no scope: the pipeline sees every vehicle).
Status RecordStayVisit(Connection& conn, long long asset_id, long long time_ms);

struct TwoChargePointRow {
  long long id = 0, group_id = 0;
  std::string name;
  double lat = 0, lon = 0, radius = 50;
  int stop_minutes = 60;
  long long created_at = 0;
};
Result<std::vector<TwoChargePointRow>> ListTwoChargePoints(Connection& conn, const Scope& scope);
Result<long long> CreateTwoChargePoint(Connection& conn, const Scope& scope, const TwoChargePointRow& p,
                                       long long user_id, long long now_ms);
Status DeleteTwoChargePoint(Connection& conn, const Scope& scope, long long id);

struct BoundVehicle {
  long long asset_id = 0, group_id = 0;
  std::string plate, group_name;
};
// Vehicles inside `scope` with 二押点报警 on.
Result<std::vector<BoundVehicle>> ListTwoChargeVehicles(Connection& conn, const Scope& scope);
// Turns 二押点报警 on (`on`) or off for the vehicles; NotFound when one is not inside `scope`.
Status SetTwoChargeVehicles(Connection& conn, const Scope& scope, const std::vector<long long>& asset_ids, bool on,
                            long long user_id, long long now_ms);
// True when 二押点报警 is on for the vehicle; NotFound when it is not inside `scope`.
Result<bool> IsTwoChargeVehicle(Connection& conn, const Scope& scope, long long asset_id);

struct AdminAreaBinding {
  std::string address;  // "广东省_440000|深圳市_440300"
  int is_all = 0, is_cover = 0;
};
// The vehicle's own binding (target 1) or a group's (target 2); nullopt when none.
Result<std::optional<AdminAreaBinding>> GetAdminArea(Connection& conn, const Scope& scope, int target_type,
                                                     long long id);
Status SaveAdminArea(Connection& conn, const Scope& scope, int target_type, long long id, const AdminAreaBinding& b,
                     long long user_id, long long now_ms);
Status DeleteAdminArea(Connection& conn, const Scope& scope, int target_type, long long id);

// The codes of an address string ("广东省_440000|深圳市_440300" → 440000, 440300); entries
// without a 6-digit code are skipped.
std::vector<int> AdminAreaCodes(const std::string& address);

}  // namespace chelian::store
