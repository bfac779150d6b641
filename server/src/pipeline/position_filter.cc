// Implementation of the filter handler.
#include "pipeline/position_filter.h"

#include <cmath>
#include <set>

#include "geo/geo.h"

namespace chelian::pipeline {
namespace {

// Whether going from (lat0, lon0) at t0 to `p` is a jump: farther than the minimum distance, at an
// implied speed above the maximum (any distance beyond the minimum in no time is one).
bool IsJump(const FilterOptions& o, double lat0, double lon0, int64_t t0, const Position& p) {
  double d = geo::DistanceM({lat0, lon0}, {p.lat, p.lon});
  if (d <= o.min_jump_distance_m) return false;
  if (p.fix_time_ms <= t0) return true;
  double hours = (p.fix_time_ms - t0) / 3'600'000.0;
  return d / 1000 / hours > o.max_jump_kmh;
}

}  // namespace

FilterVerdict FilterPosition(const FilterOptions& o, DeviceState& s, const Position& p, int64_t now_ms) {
  if (std::fabs(p.lat) > 90 || std::fabs(p.lon) > 180 || std::isnan(p.lat) || std::isnan(p.lon) ||
      (o.drop_zero && p.lat == 0 && p.lon == 0))
    return FilterVerdict::kZero;
  if (!p.valid && !o.keep_invalid) return FilterVerdict::kInvalid;
  if (p.fix_time_ms > now_ms + o.max_future_ms) return FilterVerdict::kFuture;
  if (p.back_filled || !s.has_fix) return FilterVerdict::kAccept;
  // A resend of the latest fix is a duplicate — unless its alarms differ: real clients send alarm
  // reports with the previous report's time and place (api-contract §4.2).
  if (o.drop_duplicates && p.fix_time_ms == s.fix_time_ms && p.lat == s.lat && p.lon == s.lon &&
      std::set<AlarmCode>(p.alarms.begin(), p.alarms.end()) == s.active_alarms)
    return FilterVerdict::kDuplicate;
  if (p.valid && s.valid && p.fix_time_ms > s.fix_time_ms && IsJump(o, s.lat, s.lon, s.fix_time_ms, p)) {
    JumpRun& run = s.jump;
    bool agrees = run.count > 0 && !IsJump(o, run.lat, run.lon, run.fix_time_ms, p);
    run = {agrees ? run.count + 1 : 1, p.fix_time_ms, p.lat, p.lon};
    if (run.count < o.jump_recovery_fixes) return FilterVerdict::kJump;
    run = {};  // they agree: the device is here, the last accepted fix was the wrong one
    return FilterVerdict::kAccept;
  }
  if (p.valid && p.fix_time_ms > s.fix_time_ms) s.jump = {};  // a valid fix taken in turn ends any run
  return FilterVerdict::kAccept;
}

std::string_view FilterVerdictName(FilterVerdict v) {
  switch (v) {
    case FilterVerdict::kAccept:
      return "accept";
    case FilterVerdict::kZero:
      return "zero";
    case FilterVerdict::kInvalid:
      return "invalid";
    case FilterVerdict::kFuture:
      return "future";
    case FilterVerdict::kDuplicate:
      return "duplicate";
    case FilterVerdict::kJump:
      return "jump";
  }
  return "?";
}

}  // namespace chelian::pipeline
