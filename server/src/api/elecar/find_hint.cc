// Implementation of the find-my-bike hint: eight compass words, metres below 1 km, else km.
#include "api/elecar/find_hint.h"

#include <cmath>
#include <cstdio>

namespace chelian::api::elecar {

FindHint HintTo(geo::LatLon owner, geo::LatLon bike) {
  static const char* const kWays[] = {"北", "东北", "东", "东南", "南", "西南", "西", "西北"};
  FindHint h;
  h.distance_m = geo::DistanceM(owner, bike);
  h.bearing_deg = geo::BearingDeg(owner, bike);
  if (h.distance_m < 20) {
    h.text = "车辆就在您附近（20米内）";
    return h;
  }
  int way = static_cast<int>(std::lround(h.bearing_deg / 45.0)) % 8;
  char amount[32];
  if (h.distance_m < 1000)
    std::snprintf(amount, sizeof amount, "%.0f米", std::round(h.distance_m / 10.0) * 10.0);
  else
    std::snprintf(amount, sizeof amount, "%.1f公里", h.distance_m / 1000.0);
  h.text = std::string("车辆在您") + kWays[way] + "方向约" + amount;
  return h;
}

}  // namespace chelian::api::elecar
