// Patrol check-in (see patrol.h).
#include "reports/card/patrol.h"

#include "reports/card/attendance.h"

namespace chelian::reports {

PatrolWindow PatrolWindowOf(const PatrolPoint& point, long long day_start_ms) {
  constexpr long long kMinuteMs = 60'000;
  int end_min = point.end_min <= point.start_min ? point.end_min + 24 * 60 : point.end_min;
  return {day_start_ms + point.start_min * kMinuteMs, day_start_ms + end_min * kMinuteMs};
}

long long FirstCheckIn(const PatrolPoint& point, const PatrolWindow& window, std::span<const TrackSample> fixes) {
  for (const TrackSample& s : fixes) {
    if (!s.valid || s.time_ms < window.from_ms || s.time_ms > window.to_ms) continue;
    if (InsideCircle(point.lat, point.lon, point.radius_m, s)) return s.time_ms;
  }
  return 0;
}

}  // namespace chelian::reports
