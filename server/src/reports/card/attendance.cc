// Attendance by a work fence (see attendance.h).
#include "reports/card/attendance.h"

#include "geo/geo.h"

namespace chelian::reports {

namespace {
constexpr long long kMinuteMs = 60'000;
}

ShiftWindow ShiftOf(const AttendanceRule& rule, long long day_start_ms) {
  ShiftWindow w;
  w.start_ms = day_start_ms + rule.start_min * kMinuteMs;
  int end_min = rule.end_min <= rule.start_min ? rule.end_min + 24 * 60 : rule.end_min;
  w.end_ms = day_start_ms + end_min * kMinuteMs;
  w.from_ms = w.start_ms - kAttendanceMarginMin * kMinuteMs;
  w.to_ms = w.end_ms + kAttendanceMarginMin * kMinuteMs;
  return w;
}

bool InsideCircle(double lat, double lon, double radius_m, const TrackSample& s) {
  return geo::DistanceM({lat, lon}, {s.lat, s.lon}) <= radius_m;
}

AttendanceDay JudgeAttendance(const AttendanceRule& rule, const ShiftWindow& shift,
                              std::span<const TrackSample> fixes) {
  AttendanceDay day;
  for (const TrackSample& s : fixes) {
    if (!s.valid || s.time_ms < shift.from_ms || s.time_ms > shift.to_ms) continue;
    if (!InsideCircle(rule.lat, rule.lon, rule.radius_m, s)) continue;
    if (day.arrive_ms == 0 && s.time_ms <= shift.end_ms) day.arrive_ms = s.time_ms;
    if (s.time_ms >= shift.start_ms) day.leave_ms = s.time_ms;
  }
  if (day.arrive_ms == 0 || day.leave_ms == 0) return {.marks = kAttendAbsent};
  const long long grace = rule.grace_min * kMinuteMs;
  if (day.arrive_ms > shift.start_ms + grace) {
    day.marks |= kAttendLate;
    day.late_min = static_cast<int>((day.arrive_ms - shift.start_ms + kMinuteMs - 1) / kMinuteMs);
  }
  if (day.leave_ms < shift.end_ms - grace) {
    day.marks |= kAttendEarly;
    day.early_min = static_cast<int>((shift.end_ms - day.leave_ms + kMinuteMs - 1) / kMinuteMs);
  }
  return day;
}

}  // namespace chelian::reports
