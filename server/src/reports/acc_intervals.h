// 行车统计: a track's ignition (ACC) on and off intervals inside a period, each with its begin and
// end place and the odometer at both ends. Pure arithmetic over stored fixes, on the stretches of
// acc_spans.h (fixes without a known ignition state are skipped; a silence over 6 h ends an interval).
#pragma once

#include <vector>

#include "reports/track_sample.h"

namespace chelian::reports {

struct AccInterval {
  bool on = false;  // ignition on (V3 accState 0) or off (accState 1)
  long long begin_ms = 0, end_ms = 0;
  double lat_begin = 0, lon_begin = 0, lat_end = 0, lon_end = 0;
  double mileage_begin_km = 0, mileage_end_km = 0;  // odometer at both ends
  double km = 0;                                    // its increases inside the interval (a reset adds nothing)
  long long duration_ms() const { return end_ms - begin_ms; }
  double mileage_km() const { return km; }
};

// The intervals of `samples` (time order; may start before `from_ms` and end after `to_ms` so that
// the state at the period's edges is known) cut to [from_ms, to_ms). An interval is a run of
// stretches in one state (acc_spans.h): from the first fix of a state to the first fix of the next
// state, or to the last fix before a silence over 6 h. The odometer at a cut is interpolated.
std::vector<AccInterval> AccIntervals(const std::vector<TrackSample>& samples, long long from_ms, long long to_ms);

}  // namespace chelian::reports
