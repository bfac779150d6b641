// 经常停留点: the places a vehicle stops at often — stops of at least a minimum length grouped
// by place (within a radius of the place's centre), most visited first. Pure functions.
#pragma once

#include <span>
#include <vector>

#include "reports/motion_detector.h"

namespace chelian::reports {

struct StopPlace {
  double lat = 0, lon = 0;    // centre: the mean of its stops' places
  std::vector<size_t> stops;  // indices into the stops given, in time order
  long long total_ms = 0;     // time stood there in all
};

// Groups the stops lasting at least `min_stop_ms` into places of radius `radius_m`. Ordered by
// number of stops, then total time, both descending.
std::vector<StopPlace> GroupStopsByPlace(std::span<const Stop> stops, double radius_m, long long min_stop_ms);

}  // namespace chelian::reports
