// Implementation of the mileage handler.
#include "pipeline/mileage.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "geo/geo.h"

namespace chelian::pipeline {
namespace {

// The most an odometer can plausibly advance in `ms`.
double MaxDrivenKm(const MileageOptions& o, int64_t ms) {
  return std::max<int64_t>(0, ms) / 3'600'000.0 * o.max_kmh + o.odometer_slack_km;
}

// The distance from the latest fix to `p` that counts as travel (0 when it does not).
double DistanceStepKm(const MileageOptions& o, const DeviceState& s, const Position& p) {
  if (!s.has_fix || !p.valid || !s.valid || p.fix_time_ms <= s.fix_time_ms) return 0;
  double d = geo::DistanceM({s.lat, s.lon}, {p.lat, p.lon});
  if (d < o.min_step_m && p.speed_kmh < 3) return 0;
  double hours = (p.fix_time_ms - s.fix_time_ms) / 3'600'000.0;
  if (d / 1000 / hours > o.max_kmh) return 0;
  return d / 1000;
}

// Where the device's readings count from: its last reading, or — none seen yet (or not since a
// restart of a server that did not keep it) — the total itself, which followed the odometer before.
OdometerBase BaseOf(const DeviceState& s) {
  if (s.odometer.reading_km > 0) return s.odometer;
  return {s.mileage_km, s.mileage_km, s.fix_time_ms};
}

}  // namespace

MileageStep NextMileage(const MileageOptions& o, const DeviceState& s, const Position& p) {
  std::optional<double> reading = p.attributes.GetDouble(AttrKey::kMileageKm);
  if (reading && !(std::isfinite(*reading) && *reading > 0)) reading.reset();  // 0: not reported
  if (!s.has_fix) {  // the first fix: the device's odometer is where the total starts
    double total = reading.value_or(0);
    if (p.back_filled || !reading) return {total, std::nullopt};
    return {total, OdometerBase{*reading, total, p.fix_time_ms}};
  }
  const bool latest = !p.back_filled && p.fix_time_ms >= s.fix_time_ms;
  if (!reading) return {latest ? s.mileage_km + DistanceStepKm(o, s, p) : s.mileage_km, std::nullopt};
  const OdometerBase base = BaseOf(s);
  const double driven = *reading - base.reading_km;
  if (!latest) {
    // An earlier (or back-filled) fix: the total its reading implies, counted back (or on) from the
    // latest reading, not past the latest total; without a plausible reading, the latest total.
    int64_t ms = p.fix_time_ms - base.time_ms;
    if ((ms >= 0 ? driven >= 0 : driven <= 0) && std::fabs(driven) <= MaxDrivenKm(o, std::llabs(ms))) {
      double total = std::max(0.0, base.total_km + driven);
      return {p.fix_time_ms <= s.fix_time_ms ? std::min(total, s.mileage_km) : std::max(total, s.mileage_km),
              std::nullopt};
    }
    return {s.mileage_km, std::nullopt};
  }
  double total = driven >= 0 && driven <= MaxDrivenKm(o, p.fix_time_ms - base.time_ms)
                     ? std::max(s.mileage_km, base.total_km + driven)
                     : s.mileage_km + DistanceStepKm(o, s, p);  // not trusted for this step
  return {total, OdometerBase{*reading, total, p.fix_time_ms}};
}

}  // namespace chelian::pipeline
