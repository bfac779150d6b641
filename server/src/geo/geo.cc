// Implementation of the geodesy helpers.
#include "geo/geo.h"

#include <cmath>

namespace chelian::geo {
namespace {
constexpr double kPi = 3.14159265358979323846;
double Rad(double d) { return d * kPi / 180.0; }
double Deg(double r) { return r * 180.0 / kPi; }
}  // namespace

double DistanceM(LatLon a, LatLon b) {
  double dlat = Rad(b.lat - a.lat), dlon = Rad(b.lon - a.lon);
  double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
             std::cos(Rad(a.lat)) * std::cos(Rad(b.lat)) * std::sin(dlon / 2) * std::sin(dlon / 2);
  return 2 * kEarthRadiusM * std::asin(std::min(1.0, std::sqrt(h)));
}

double BearingDeg(LatLon a, LatLon b) {
  double y = std::sin(Rad(b.lon - a.lon)) * std::cos(Rad(b.lat));
  double x = std::cos(Rad(a.lat)) * std::sin(Rad(b.lat)) -
             std::sin(Rad(a.lat)) * std::cos(Rad(b.lat)) * std::cos(Rad(b.lon - a.lon));
  double deg = std::fmod(Deg(std::atan2(y, x)) + 360.0, 360.0);
  return deg;
}

LatLon Destination(LatLon from, double bearing_deg, double distance_m) {
  double d = distance_m / kEarthRadiusM, th = Rad(bearing_deg);
  double lat1 = Rad(from.lat), lon1 = Rad(from.lon);
  double lat2 = std::asin(std::sin(lat1) * std::cos(d) + std::cos(lat1) * std::sin(d) * std::cos(th));
  double lon2 =
      lon1 + std::atan2(std::sin(th) * std::sin(d) * std::cos(lat1), std::cos(d) - std::sin(lat1) * std::sin(lat2));
  return {Deg(lat2), std::fmod(Deg(lon2) + 540.0, 360.0) - 180.0};
}

bool InChina(LatLon p) { return p.lon >= 72.004 && p.lon <= 137.8347 && p.lat >= 0.8293 && p.lat <= 55.8271; }

}  // namespace chelian::geo
