// 行车统计's one reading of the ignition (docs/report-events.md, D139): between two consecutive fixes
// with a known ACC state the vehicle is in the state of the first, unless they are more than
// kAccMaxGapMs apart (then that stretch is unknown). Both the raw intervals and the daily rows use it.
#pragma once

#include <optional>

#include "reports/track_sample.h"

namespace chelian::reports {

// A longer silence between two fixes with a known ignition state belongs to no interval.
inline constexpr long long kAccMaxGapMs = 6 * 3'600'000LL;

// The stretch [begin, end) between two fixes with a known ignition state, in the first one's state.
struct AccSpan {
  bool on = false;
  TrackSample from, to;    // the two fixes
  bool continues = false;  // the stretch before it was counted, in the same state: one interval
  long long begin_ms() const { return from.time_ms; }
  long long end_ms() const { return to.time_ms; }
  // The km driven in [a, b) ⊆ [begin, end): the odometer's increase (none when it went back) shared by time.
  double KmBetween(long long a, long long b) const;
  // The odometer at t ∈ [begin, end] (the first fix's when it went back).
  double OdometerAt(long long t) const;
};

// What a device's previous fixes leave for the next one.
struct AccCursor {
  bool has = false;
  TrackSample last;      // the last fix with a known ignition state
  bool open = false;     // the stretch ending at `last` was counted
  bool open_on = false;  // … and was in this state
};

// The next stretch, given `s` (time order; fixes without a known state are ignored). Nothing for
// the first fix, an older fix, one at the same time or after a silence longer than kAccMaxGapMs.
std::optional<AccSpan> NextAccSpan(AccCursor& cursor, const TrackSample& s);

}  // namespace chelian::reports
