// Geometry of the alarm places.
#include "pipeline/risk_places.h"

#include <algorithm>

namespace chelian::pipeline {

void Fence::ComputeBounds() {
  if (shape == FenceShape::kCircle) {
    geo::LatLon n = geo::Destination(center, 0, radius_m), e = geo::Destination(center, 90, radius_m);
    geo::LatLon s = geo::Destination(center, 180, radius_m), w = geo::Destination(center, 270, radius_m);
    min_x = w.lon, max_x = e.lon, min_y = s.lat, max_y = n.lat;
    return;
  }
  min_x = min_y = 1e9;
  max_x = max_y = -1e9;
  for (const geo::XY& v : ring) {
    min_x = std::min(min_x, v.x), max_x = std::max(max_x, v.x);
    min_y = std::min(min_y, v.y), max_y = std::max(max_y, v.y);
  }
}

bool Fence::Contains(geo::LatLon p) const {
  if (p.lon < min_x || p.lon > max_x || p.lat < min_y || p.lat > max_y) return false;
  if (shape == FenceShape::kCircle) return geo::DistanceM(center, p) <= radius_m;
  if (ring.size() < 3) return false;
  return geo::InsideRing(ring, {p.lon, p.lat});
}

bool AdminArea::Allows(int district) const {
  for (int c : codes) {
    if (c == district) return true;
    if (c % 10000 == 0 && district / 10000 == c / 10000) return true;  // province
    if (c % 100 == 0 && district / 100 == c / 100) return true;        // city
  }
  return false;
}

}  // namespace chelian::pipeline
