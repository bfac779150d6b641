// Everything the platform alarms watch, read at once for the pipeline's place catalogue
// (pipeline/risk_catalog.h): fences and their bindings, home/company stay points, allowed areas,
// 二押点 and the vehicles bound to them. Whole tables, no scope: the pipeline serves every tenant.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct FenceRecord {
  long long id = 0;
  std::string name;
  int shape = 3;                                  // 1 circle, 3 polygon
  int kind = 0;                                   // 0 no exit, 1 no entry, 2 logistics lock, 3 speed limit
  std::vector<std::pair<double, double>> points;  // (lon, lat)
  double center_lat = 0, center_lon = 0, radius_m = 0, speed_limit_kmh = 0;
  int stay_minutes = 0;
  long long owner_asset = 0;  // a vehicle's own circle; 0: a group's fence
};

struct FenceBindingRecord {
  long long fence_id = 0;
  int target_type = 1;  // 1 a vehicle (asset), else a group
  long long target_id = 0;
};

struct StayPointsRecord {
  long long asset_id = 0;
  bool has_home = false, has_company = false;
  double home_lat = 0, home_lon = 0, home_radius_m = 1000;
  double company_lat = 0, company_lon = 0, company_radius_m = 1000;
  bool enabled = false;
  long long set_at = 0, last_visit = 0;
};

struct AreaBindingRecord {
  int target_type = 1;  // 1 a vehicle (asset), else a group
  long long target_id = 0;
  std::string address;
  bool is_all = false, is_cover = false;
};

struct TwoChargePointRecord {
  long long id = 0, group_id = 0;
  std::string name;
  double lat = 0, lon = 0, radius_m = 0;
  int stop_minutes = 0;
};

struct AlarmPlaces {
  std::vector<FenceRecord> fences;  // by id
  std::vector<FenceBindingRecord> fence_bindings;
  std::vector<StayPointsRecord> stay_points;
  std::vector<AreaBindingRecord> area_bindings;
  std::vector<TwoChargePointRecord> two_charge_points;  // by id
  std::set<long long> two_charge_assets;                // vehicles bound to 二押点
};

Result<AlarmPlaces> LoadAlarmPlaces(Connection& conn);

// True when any allowed area is bound (the reverse geocoder is loaded only then).
Result<bool> AnyAreaBound(Connection& conn);

}  // namespace chelian::store
