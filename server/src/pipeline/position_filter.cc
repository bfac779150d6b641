// Implementation of the filter handler.
#include "pipeline/position_filter.h"

#include <cmath>
#include <set>

#include "geo/geo.h"

namespace chelian::pipeline {

FilterVerdict FilterPosition(const FilterOptions& o, const DeviceState& s, const Position& p, int64_t now_ms) {
  if ((p.lat == 0 && p.lon == 0) || std::fabs(p.lat) > 90 || std::fabs(p.lon) > 180 || std::isnan(p.lat) ||
      std::isnan(p.lon))
    return FilterVerdict::kZero;
  if (p.fix_time_ms > now_ms + o.max_future_ms) return FilterVerdict::kFuture;
  if (p.back_filled || !s.has_fix) return FilterVerdict::kAccept;
  // A resend of the latest fix is a duplicate — unless its alarms differ: real clients send alarm
  // reports with the previous report's time and place (api-contract §4.2).
  if (p.fix_time_ms == s.fix_time_ms && p.lat == s.lat && p.lon == s.lon &&
      std::set<AlarmCode>(p.alarms.begin(), p.alarms.end()) == s.active_alarms)
    return FilterVerdict::kDuplicate;
  if (p.valid && s.valid && p.fix_time_ms > s.fix_time_ms) {
    double d = geo::DistanceM({s.lat, s.lon}, {p.lat, p.lon});
    double hours = (p.fix_time_ms - s.fix_time_ms) / 3'600'000.0;
    if (d > o.min_jump_distance_m && d / 1000 / hours > o.max_jump_kmh) return FilterVerdict::kJump;
  }
  return FilterVerdict::kAccept;
}

std::string_view FilterVerdictName(FilterVerdict v) {
  switch (v) {
    case FilterVerdict::kAccept: return "accept";
    case FilterVerdict::kZero: return "zero";
    case FilterVerdict::kFuture: return "future";
    case FilterVerdict::kDuplicate: return "duplicate";
    case FilterVerdict::kJump: return "jump";
  }
  return "?";
}

}  // namespace chelian::pipeline
