// 智能工牌 patrol check-in: a patrol point is a circle with a daily time window; a person checks in
// when a fix of theirs falls inside the circle within the window (docs/card.md).
#pragma once

#include <span>

#include "reports/track_sample.h"

namespace chelian::reports {

struct PatrolPoint {
  double lat = 0, lon = 0, radius_m = 50;
  int start_min = 0, end_min = 24 * 60;  // window, minutes after local midnight; end <= start: next day
};

// The window of the local day starting at `day_start_ms`: [from, to] epoch ms UTC.
struct PatrolWindow {
  long long from_ms = 0, to_ms = 0;
};
PatrolWindow PatrolWindowOf(const PatrolPoint& point, long long day_start_ms);

// The first valid fix inside the point's circle within `window`, epoch ms; 0 when none.
long long FirstCheckIn(const PatrolPoint& point, const PatrolWindow& window, std::span<const TrackSample> fixes);

}  // namespace chelian::reports
