// Places the simulator drives between: real districts, ports and hubs of Chinese cities, WGS-84.
#pragma once

#include <span>
#include <string_view>

#include "geo/geo.h"

namespace chelian::sim {

struct Place {
  std::string_view name;
  geo::LatLon where;
};

struct City {
  std::string_view name;
  std::span<const Place> places;
};

std::span<const City> Cities();

}  // namespace chelian::sim
