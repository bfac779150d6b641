// Geodesy helpers: great-circle distance and bearing on a sphere of radius 6,371,000 m, moving a
// point along a bearing, and China's bounding box (console-spec §9, R-CONST-3).
#pragma once

namespace chelian::geo {

inline constexpr double kEarthRadiusM = 6371000.0;

struct LatLon {
  double lat = 0;
  double lon = 0;
};

// Haversine distance in metres.
double DistanceM(LatLon a, LatLon b);

// Initial bearing from a to b in degrees, 0 = north, clockwise, in [0, 360).
double BearingDeg(LatLon a, LatLon b);

// The point `distance_m` from `from` along `bearing_deg`.
LatLon Destination(LatLon from, double bearing_deg, double distance_m);

// Inside China's bounding box (lon 72.004–137.8347, lat 0.8293–55.8271): only there do the
// GCJ-02/BD-09 offsets apply.
bool InChina(LatLon p);

}  // namespace chelian::geo
