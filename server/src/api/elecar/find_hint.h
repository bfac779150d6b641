// 找车 (find my bike): which way and how far the bike is from where the owner stands, in words.
#pragma once

#include <string>

#include "geo/geo.h"

namespace chelian::api::elecar {

struct FindHint {
  double distance_m = 0;
  double bearing_deg = 0;  // from the owner to the bike, clockwise from north
  std::string text;        // 车辆在您东北方向约1.2公里
};

FindHint HintTo(geo::LatLon owner, geo::LatLon bike);

}  // namespace chelian::api::elecar
