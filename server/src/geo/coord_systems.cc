// The published GCJ-02 offset polynomial (Krasovsky 1940 ellipsoid) and the BD-09 rotation.
#include "geo/coord_systems.h"

#include <cmath>

namespace chelian::geo {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kXPi = kPi * 3000.0 / 180.0;
constexpr double kA = 6378245.0;                // Krasovsky semi-major axis
constexpr double kEe = 0.00669342162296594323;  // Krasovsky eccentricity squared

double OffsetLat(double x, double y) {
  double r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * std::sqrt(std::fabs(x));
  r += (20.0 * std::sin(6.0 * x * kPi) + 20.0 * std::sin(2.0 * x * kPi)) * 2.0 / 3.0;
  r += (20.0 * std::sin(y * kPi) + 40.0 * std::sin(y / 3.0 * kPi)) * 2.0 / 3.0;
  r += (160.0 * std::sin(y / 12.0 * kPi) + 320 * std::sin(y * kPi / 30.0)) * 2.0 / 3.0;
  return r;
}

double OffsetLon(double x, double y) {
  double r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * std::sqrt(std::fabs(x));
  r += (20.0 * std::sin(6.0 * x * kPi) + 20.0 * std::sin(2.0 * x * kPi)) * 2.0 / 3.0;
  r += (20.0 * std::sin(x * kPi) + 40.0 * std::sin(x / 3.0 * kPi)) * 2.0 / 3.0;
  r += (150.0 * std::sin(x / 12.0 * kPi) + 300.0 * std::sin(x / 30.0 * kPi)) * 2.0 / 3.0;
  return r;
}

LatLon Delta(LatLon p) {
  double dlat = OffsetLat(p.lon - 105.0, p.lat - 35.0);
  double dlon = OffsetLon(p.lon - 105.0, p.lat - 35.0);
  double rad_lat = p.lat / 180.0 * kPi;
  double magic = std::sin(rad_lat);
  magic = 1 - kEe * magic * magic;
  double sqrt_magic = std::sqrt(magic);
  dlat = (dlat * 180.0) / ((kA * (1 - kEe)) / (magic * sqrt_magic) * kPi);
  dlon = (dlon * 180.0) / (kA / sqrt_magic * std::cos(rad_lat) * kPi);
  return {dlat, dlon};
}

}  // namespace

LatLon Wgs84ToGcj02(LatLon p) {
  if (!InChina(p)) return p;
  LatLon d = Delta(p);
  return {p.lat + d.lat, p.lon + d.lon};
}

LatLon Gcj02ToWgs84(LatLon p) {
  if (!InChina(p)) return p;
  LatLon guess = p;
  for (int i = 0; i < 10; ++i) {  // fixed-point iteration on the forward transform
    LatLon fwd = Wgs84ToGcj02(guess);
    double dlat = fwd.lat - p.lat, dlon = fwd.lon - p.lon;
    guess.lat -= dlat;
    guess.lon -= dlon;
    if (std::fabs(dlat) < 1e-9 && std::fabs(dlon) < 1e-9) break;
  }
  return guess;
}

LatLon Gcj02ToBd09(LatLon p) {
  double x = p.lon, y = p.lat;
  double z = std::sqrt(x * x + y * y) + 0.00002 * std::sin(y * kXPi);
  double theta = std::atan2(y, x) + 0.000003 * std::cos(x * kXPi);
  return {z * std::sin(theta) + 0.006, z * std::cos(theta) + 0.0065};
}

LatLon Bd09ToGcj02(LatLon p) {
  // The published closed-form inverse is good to ~0.1 m; refine it against the forward transform.
  double x = p.lon - 0.0065, y = p.lat - 0.006;
  double z = std::sqrt(x * x + y * y) - 0.00002 * std::sin(y * kXPi);
  double theta = std::atan2(y, x) - 0.000003 * std::cos(x * kXPi);
  LatLon guess{z * std::sin(theta), z * std::cos(theta)};
  for (int i = 0; i < 5; ++i) {
    LatLon fwd = Gcj02ToBd09(guess);
    guess.lat -= fwd.lat - p.lat;
    guess.lon -= fwd.lon - p.lon;
  }
  return guess;
}

LatLon Wgs84ToBd09(LatLon p) { return InChina(p) ? Gcj02ToBd09(Wgs84ToGcj02(p)) : p; }
LatLon Bd09ToWgs84(LatLon p) { return InChina(p) ? Gcj02ToWgs84(Bd09ToGcj02(p)) : p; }

}  // namespace chelian::geo
