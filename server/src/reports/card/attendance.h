// 智能工牌 attendance by a work fence: one person's on-duty / off-duty verdict for one shift from
// the fixes around it (late, early leave, absent), with shifts that cross midnight (docs/card.md).
#pragma once

#include <span>

#include "reports/track_sample.h"

namespace chelian::reports {

struct AttendanceRule {
  double lat = 0, lon = 0, radius_m = 200;  // the work fence: a circle (WGS-84)
  int start_min = 9 * 60;                   // on duty, minutes after local midnight
  int end_min = 18 * 60;                    // off duty; <= start_min: the next day
  int grace_min = 0;                        // minutes allowed late / early without a mark
};

// How long before the shift a person may arrive and after it leave and still count for it.
inline constexpr int kAttendanceMarginMin = 180;

struct ShiftWindow {
  long long start_ms = 0, end_ms = 0;  // the shift's on-duty and off-duty moments, UTC
  long long from_ms = 0, to_ms = 0;    // the fixes that count: the shift widened by the margin
};

// The shift of the local day starting at `day_start_ms` (local midnight as epoch ms).
ShiftWindow ShiftOf(const AttendanceRule& rule, long long day_start_ms);

enum AttendanceMark : int {
  kAttendNormal = 0,
  kAttendLate = 1,
  kAttendEarly = 2,
  kAttendAbsent = 4,
};

struct AttendanceDay {
  int marks = kAttendNormal;  // kAttend… bits; kAttendAbsent alone when never inside
  long long arrive_ms = 0;    // first fix inside the fence in [from, end]; 0 when absent
  long long leave_ms = 0;     // last fix inside the fence in [start, to]; 0 when absent
  int late_min = 0, early_min = 0;
};

// The verdict over `fixes` (oldest first; invalid fixes are ignored). Arrival is the first fix
// inside the fence from the margin before the shift to its end; leaving is the last fix inside
// from the shift's start to the margin after it. Late when arriving after start + grace; early
// when the last fix inside is before end − grace; absent when no fix inside falls in the shift.
AttendanceDay JudgeAttendance(const AttendanceRule& rule, const ShiftWindow& shift, std::span<const TrackSample> fixes);

// True when `s` lies inside the circle (lat, lon, radius_m).
bool InsideCircle(double lat, double lon, double radius_m, const TrackSample& s);

}  // namespace chelian::reports
