// Attendance rules on constructed tracks: on time, late, early leave, absent, grace, a night
// shift crossing midnight, and fixes of the neighbouring days that must not count.
#include "reports/card/attendance.h"

#include <gtest/gtest.h>

#include <vector>

#include "geo/geo.h"
#include "reports/card/patrol.h"

namespace chelian::reports {
namespace {

constexpr long long kMin = 60'000;
constexpr long long kDay = 1'795'536'000'000;  // some local midnight, as epoch ms
const AttendanceRule kRule{
    .lat = 22.54, .lon = 114.05, .radius_m = 200, .start_min = 9 * 60, .end_min = 18 * 60, .grace_min = 5};

TrackSample In(long long minute) { return {.time_ms = kDay + minute * kMin, .lat = 22.5401, .lon = 114.0501}; }
TrackSample Out(long long minute) {
  geo::LatLon far = geo::Destination({22.54, 114.05}, 90, 1500);
  return {.time_ms = kDay + minute * kMin, .lat = far.lat, .lon = far.lon};
}

AttendanceDay Judge(const AttendanceRule& rule, const std::vector<TrackSample>& fixes) {
  return JudgeAttendance(rule, ShiftOf(rule, kDay), fixes);
}

TEST(Attendance, OnTimeWhenInsideFromBeforeStartToAfterEnd) {
  AttendanceDay d = Judge(kRule, {Out(8 * 60), In(8 * 60 + 50), In(12 * 60), In(18 * 60 + 10), Out(18 * 60 + 30)});
  EXPECT_EQ(d.marks, kAttendNormal);
  EXPECT_EQ(d.arrive_ms, kDay + (8 * 60 + 50) * kMin);
  EXPECT_EQ(d.leave_ms, kDay + (18 * 60 + 10) * kMin);
}

TEST(Attendance, LateAfterTheGraceButNotWithinIt) {
  EXPECT_EQ(Judge(kRule, {In(9 * 60 + 5), In(18 * 60)}).marks, kAttendNormal);  // 5 minutes: the grace
  AttendanceDay late = Judge(kRule, {Out(9 * 60), In(9 * 60 + 20), In(18 * 60 + 1)});
  EXPECT_EQ(late.marks, kAttendLate);
  EXPECT_EQ(late.late_min, 20);
}

TEST(Attendance, EarlyLeaveWhenLastSeenInsideBeforeTheEnd) {
  AttendanceDay d = Judge(kRule, {In(8 * 60), In(17 * 60), Out(17 * 60 + 5), Out(18 * 60 + 30)});
  EXPECT_EQ(d.marks, kAttendEarly);
  EXPECT_EQ(d.early_min, 60);
  AttendanceDay both = Judge(kRule, {In(10 * 60), In(16 * 60)});
  EXPECT_EQ(both.marks, kAttendLate | kAttendEarly);
}

TEST(Attendance, AbsentWhenNeverInsideDuringTheShift) {
  EXPECT_EQ(Judge(kRule, {}).marks, kAttendAbsent);
  EXPECT_EQ(Judge(kRule, {Out(9 * 60), Out(12 * 60), Out(17 * 60)}).marks, kAttendAbsent);
  // Inside only long before the shift (beyond the margin) or only after it ends.
  EXPECT_EQ(Judge(kRule, {In(5 * 60), In(18 * 60 + 30)}).marks, kAttendAbsent);
  // Invalid fixes carry no place.
  TrackSample invalid = In(10 * 60);
  invalid.valid = false;
  EXPECT_EQ(Judge(kRule, {invalid}).marks, kAttendAbsent);
}

TEST(Attendance, NightShiftCrossesMidnight) {
  const AttendanceRule night{
      .lat = 22.54, .lon = 114.05, .radius_m = 200, .start_min = 22 * 60, .end_min = 6 * 60, .grace_min = 0};
  ShiftWindow w = ShiftOf(night, kDay);
  EXPECT_EQ(w.start_ms, kDay + 22 * 60 * kMin);
  EXPECT_EQ(w.end_ms, kDay + 30 * 60 * kMin);  // 06:00 the next morning
  EXPECT_EQ(Judge(night, {In(21 * 60 + 50), In(24 * 60 + 30), In(30 * 60 + 5)}).marks, kAttendNormal);
  AttendanceDay early = Judge(night, {In(21 * 60 + 50), In(28 * 60), Out(28 * 60 + 10)});
  EXPECT_EQ(early.marks, kAttendEarly);
  EXPECT_EQ(early.early_min, 120);
  AttendanceDay late = Judge(night, {In(23 * 60 + 30), In(30 * 60)});
  EXPECT_EQ(late.marks, kAttendLate);
  EXPECT_EQ(late.late_min, 90);
  // The day shift's rule does not see the night's fixes of the previous evening.
  EXPECT_EQ(Judge(kRule, {In(-60), In(-30)}).marks, kAttendAbsent);
}

TEST(Patrol, FirstFixInsideTheCircleWithinTheWindow) {
  const PatrolPoint p{.lat = 22.54, .lon = 114.05, .radius_m = 50, .start_min = 20 * 60, .end_min = 2 * 60};
  PatrolWindow w = PatrolWindowOf(p, kDay);
  EXPECT_EQ(w.to_ms, kDay + 26 * 60 * kMin);
  EXPECT_EQ(FirstCheckIn(p, w, std::vector<TrackSample>{In(19 * 60), Out(21 * 60), In(25 * 60), In(25 * 60 + 9)}),
            kDay + 25 * 60 * kMin);
  EXPECT_EQ(FirstCheckIn(p, w, std::vector<TrackSample>{In(19 * 60), Out(21 * 60), In(27 * 60)}), 0);
}

}  // namespace
}  // namespace chelian::reports
