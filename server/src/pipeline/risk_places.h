// The places platform alarms are about (v3-console-inventory §2.3, §4.5): fences (polygon or
// circle; 禁止驶出 / 禁止驶入 / 限速 with a stay time), home and company stay points, second-mortgage
// points (二押点) and allowed administrative areas (出省). Coordinates are WGS-84.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "geo/geo.h"
#include "geo/point_in_polygon.h"

namespace chelian::pipeline {

// V3 `pathType`: 3 polygon (the only one V3 draws); 1 circle is Chelian's value for drawn circles.
enum class FenceShape : int { kCircle = 1, kPolygon = 3 };
// V3 `param` (区域类型); 2 (蓝牙物流锁区域) belongs to lock devices and raises no platform alarm.
enum class FenceKind : int { kNoExit = 0, kNoEntry = 1, kLogisticsLock = 2, kSpeedLimit = 3 };

inline constexpr double kMinCircleRadiusM = 200;  // "设置范围为200~5000米"
inline constexpr double kMaxCircleRadiusM = 5000;

struct Fence {
  long long id = 0;
  std::string name;
  FenceShape shape = FenceShape::kPolygon;
  FenceKind kind = FenceKind::kNoEntry;
  geo::Ring ring;              // polygon vertices (x = lon, y = lat)
  geo::LatLon center;          // circle
  double radius_m = 0;         // circle
  double speed_limit_kmh = 0;  // 限速
  int stay_min = 0;            // the violation must last this long before the alarm (0: at once)
  long long owner_asset = 0;   // the vehicle's own circle (V3 圆形围栏 of one vehicle), else 0
  double min_x = 0, min_y = 0, max_x = 0, max_y = 0;  // bounding box, set by ComputeBounds

  void ComputeBounds();
  // Whether `p` lies inside (a bounding-box test first, then the exact test).
  bool Contains(geo::LatLon p) const;
};

struct StayPoints {
  bool enabled = true;
  bool has_home = false, has_company = false;
  geo::LatLon home, company;
  double home_radius_m = 1000, company_radius_m = 1000;
  int64_t since_ms = 0;       // when the points were set: the count of days starts there
  int64_t last_visit_ms = 0;  // the last recorded visit (0: none)
};

struct TwoChargePoint {
  long long id = 0;
  std::string name;
  geo::LatLon at;
  double radius_m = 50;
  int stop_min = 60;
};

// Allowed administrative areas: 6-digit codes of provinces (440000), cities (440300) or districts
// (440305). A vehicle outside all of them is 出省/出区域.
struct AdminArea {
  std::vector<int> codes;
  std::string names;  // as bound ("广东省_440000|深圳市_440300"), for the alarm details
  // Whether district `district_code` lies in one of the codes.
  bool Allows(int district_code) const;
};

}  // namespace chelian::pipeline
