// Point-in-polygon and point-to-ring distance.
#include "geo/point_in_polygon.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace chelian::geo {

bool InsideRing(const Ring& ring, XY p) {
  bool inside = false;
  size_t n = ring.size();
  for (size_t i = 0, j = n - 1; i < n; j = i++) {
    const XY& a = ring[i];
    const XY& b = ring[j];
    // Edge crosses the horizontal line through p, to the right of p.
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

bool InsideEvenOdd(const std::vector<Ring>& rings, XY p) {
  bool inside = false;
  for (const Ring& ring : rings) inside ^= InsideRing(ring, p);
  return inside;
}

double DistanceToRings(const std::vector<Ring>& rings, XY p) {
  double k = std::cos(p.y * M_PI / 180.0);
  double best = std::numeric_limits<double>::infinity();
  for (const Ring& ring : rings) {
    size_t n = ring.size();
    for (size_t i = 0, j = n - 1; i < n; j = i++) {
      double ax = (ring[j].x - p.x) * k, ay = ring[j].y - p.y;
      double bx = (ring[i].x - p.x) * k, by = ring[i].y - p.y;
      double dx = bx - ax, dy = by - ay;
      double len2 = dx * dx + dy * dy;
      double t = len2 > 0 ? std::clamp(-(ax * dx + ay * dy) / len2, 0.0, 1.0) : 0.0;
      double cx = ax + t * dx, cy = ay + t * dy;
      best = std::min(best, std::sqrt(cx * cx + cy * cy));
    }
  }
  return best;
}

}  // namespace chelian::geo
