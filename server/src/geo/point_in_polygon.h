// Planar point-in-polygon (even-odd rule over all rings, so holes and multi-part regions need no
// special case) and the distance from a point to a ring, on lon/lat treated as a plane.
#pragma once

#include <vector>

namespace chelian::geo {

struct XY {
  double x = 0;  // longitude
  double y = 0;  // latitude
};

using Ring = std::vector<XY>;  // closed or not; the last edge joins the last point to the first

// True when `p` is inside `ring` (even-odd rule over its edges).
bool InsideRing(const Ring& ring, XY p);

// True when `p` is inside an odd number of `rings`.
bool InsideEvenOdd(const std::vector<Ring>& rings, XY p);

// Smallest planar distance (degrees) from `p` to an edge of `rings`; longitude differences are
// scaled by cos(latitude) so the result is roughly isotropic.
double DistanceToRings(const std::vector<Ring>& rings, XY p);

}  // namespace chelian::geo
