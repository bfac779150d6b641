// Implementation of the mileage handler.
#include "pipeline/mileage.h"

#include "geo/geo.h"

namespace chelian::pipeline {

double NextMileageKm(const MileageOptions& o, const DeviceState& s, const Position& p) {
  if (auto odometer = p.attributes.GetDouble(AttrKey::kMileageKm); odometer && *odometer > 0) return *odometer;
  if (!s.has_fix || !p.valid || !s.valid || p.back_filled || p.fix_time_ms <= s.fix_time_ms) return s.mileage_km;
  double d = geo::DistanceM({s.lat, s.lon}, {p.lat, p.lon});
  if (d < o.min_step_m && p.speed_kmh < 3) return s.mileage_km;
  double hours = (p.fix_time_ms - s.fix_time_ms) / 3'600'000.0;
  if (d / 1000 / hours > o.max_step_kmh) return s.mileage_km;
  return s.mileage_km + d / 1000;
}

}  // namespace chelian::pipeline
