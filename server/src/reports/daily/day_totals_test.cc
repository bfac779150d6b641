// Tests of the daily aggregates on constructed tracks: mileage and time across midnight in China
// time, odometer resets, silences, ACC time, stops and alarms, another zone.
#include "reports/daily/day_totals.h"

#include <gtest/gtest.h>

#include "core/civil_time.h"
#include "reports/test_tracks.h"

namespace chelian::reports {
namespace {

constexpr long long kNov27 = 1'795'708'800'000;  // 2026-11-27 00:00 UTC+8 (2026-11-26 16:00 UTC)
constexpr double kLat = 22.54, kLon = 114.05;

std::map<int, DayTotals> Days(const std::vector<TrackSample>& track, DayOptions o = {}) {
  std::map<int, DayTotals> days;
  DayCursor cur;
  for (const TrackSample& s : track) AddFix(o, cur, s, "", days);
  return days;
}

TrackSample At(long long t, double km, double speed = 0, int acc = -1) {
  TrackSample s;
  s.time_ms = t;
  s.mileage_km = km;
  s.speed_kmh = speed;
  s.acc = acc;
  s.lat = kLat;
  s.lon = kLon;
  return s;
}

TEST(DayTotals, LocalDaysFollowTheZone) {
  EXPECT_EQ(LocalDay(kNov27, 480), 20261127);
  EXPECT_EQ(LocalDay(kNov27 - 1, 480), 20261126);
  EXPECT_EQ(LocalDay(kNov27, 0), 20261126);  // 16:00 UTC the day before
  EXPECT_EQ(DayStartOf(20261127, 480), kNov27);
  EXPECT_EQ(LocalDayStart(kNov27 + 5 * 3'600'000, 480), kNov27);
  EXPECT_EQ(DayStartOf(20240301, 0) - DayStartOf(20240229, 0), 86'400'000);  // leap day
  EXPECT_EQ(LocalDay(DayStartOf(20241231, 480), 480), 20241231);
}

TEST(DayTotals, DrivingAcrossMidnightIsSplitAtChinaMidnight) {
  // 23:50 to 00:10 at 60 km/h: 10 km and 600 s on each side of midnight.
  TrackBuilder b(kNov27 - 600'000, kLat, kLon);
  b.Drive(1200, 60, 90);
  auto days = Days(b.samples());
  ASSERT_EQ(days.size(), 2u);
  const DayTotals& d1 = days.at(20261126);
  const DayTotals& d2 = days.at(20261127);
  EXPECT_NEAR(d1.driven_km, 10.0, 0.02);
  EXPECT_NEAR(d2.driven_km, 10.0, 0.02);
  EXPECT_EQ(d1.online_s, 599);  // from the first fix (23:50:01) to midnight
  EXPECT_EQ(d2.online_s, 600);
  EXPECT_EQ(d2.driving_s, 600);
  EXPECT_NEAR(d1.mileage_end, d2.mileage_begin, 1e-9);  // one total at midnight
  EXPECT_NEAR(d2.mileage_end - d1.mileage_begin, d1.driven_km + d2.driven_km, 1e-6);
  EXPECT_EQ(d2.first_time, kNov27);
  EXPECT_EQ(d1.last_time, kNov27 - 1);
  EXPECT_EQ(d2.last_time, kNov27 + 600'000);
}

TEST(DayTotals, TheSameTrackInUtcIsOneDay) {
  TrackBuilder b(kNov27 - 600'000, kLat, kLon);
  b.Drive(1200, 60, 90);
  DayOptions utc;
  utc.utc_offset_minutes = 0;
  auto days = Days(b.samples(), utc);
  ASSERT_EQ(days.size(), 1u);
  EXPECT_NEAR(days.begin()->second.driven_km, 20.0, 0.02);
}

TEST(DayTotals, AnOdometerResetCountsFromItsNewValue) {
  long long t = kNov27 + 3'600'000;
  auto days =
      Days({At(t, 1000, 40, 1), At(t + 60'000, 1001, 40, 1), At(t + 120'000, 5, 40, 1), At(t + 180'000, 6.5, 40, 1)});
  const DayTotals& d = days.at(20261127);
  EXPECT_NEAR(d.driven_km, 2.5, 1e-9);  // 1 before the reset, nothing across it, 1.5 after
  EXPECT_NEAR(d.mileage_begin, 1000, 1e-9);
  EXPECT_NEAR(d.mileage_end, 6.5, 1e-9);
}

TEST(DayTotals, ASilenceIsOfflineButItsDistanceCounts) {
  TrackBuilder b(kNov27 + 8 * 3'600'000LL, kLat, kLon);
  b.Drive(600, 36, 0, 10).Silence(3600, 5000, 0).Drive(600, 36, 0, 10);
  auto days = Days(b.samples());
  const DayTotals& d = days.at(20261127);
  // 59 steps of 100 m, the 5 km moved in silence with the first step after it, 59 steps again.
  EXPECT_NEAR(d.driven_km, 5.9 + 5.1 + 5.9, 0.01);
  EXPECT_EQ(d.online_s, 590 + 590);  // the hour and the step that ends it are offline
  EXPECT_EQ(d.driving_s, 590 + 590);
}

TEST(DayTotals, SilenceOverMidnightStartsTheNextDayFromTheLastMileage) {
  long long t = kNov27 - 3'600'000;
  auto days = Days({At(t, 100, 30, 1), At(t + 60'000, 100.5, 30, 1), At(kNov27 + 3'600'000, 120, 30, 1)});
  EXPECT_NEAR(days.at(20261126).driven_km, 0.5, 1e-9);
  const DayTotals& d2 = days.at(20261127);
  EXPECT_NEAR(d2.driven_km, 19.5, 1e-9);
  EXPECT_NEAR(d2.mileage_begin, 100.5, 1e-9);
  EXPECT_EQ(d2.online_s, 0);
}

TEST(DayTotals, AccOnTimeStopsAndAlarms) {
  long long t = kNov27 + 10 * 3'600'000LL;
  TrackBuilder b(t, kLat, kLon);
  b.Drive(300, 40, 0, 10).Stand(300, 10, 1).Drive(300, 40, 0, 10).Stand(120, 10, 0).Stand(600, 60, 0);
  DayOptions o;
  std::map<int, DayTotals> days;
  DayCursor cur;
  int i = 0;
  for (const TrackSample& s : b.samples()) AddFix(o, cur, s, (i++ % 20) < 3 ? "overspeed,fatigue" : "", days);
  const DayTotals& d = days.at(20261127);
  EXPECT_EQ(d.stops, 2);                        // the 300 s idle and the 720 s park; both ≥ 180 s
  EXPECT_EQ(d.driving_s, 290 + 300);            // the fixes at 40 km/h with ignition on
  EXPECT_EQ(d.acc_on_s, 290 + 300 + 300 + 10);  // intervals after an ignition-on fix
  EXPECT_EQ(d.alarms, 2 * 6);                   // two codes begin in each of the 6 runs of 20 fixes (112 fixes)
}

TEST(DayTotals, AnOlderFixAddsNothing) {
  long long t = kNov27 + 3'600'000;
  auto days = Days({At(t, 10, 40, 1), At(t + 60'000, 11, 40, 1), At(t + 30'000, 10.5, 40, 1)});
  EXPECT_NEAR(days.at(20261127).driven_km, 1.0, 1e-9);
  EXPECT_EQ(days.at(20261127).online_s, 60);
}

TEST(DayTotals, SharesMergeToTheSameTotalsAsOneRun) {
  TrackBuilder b(kNov27 - 1'800'000, kLat, kLon);
  b.Drive(2400, 50, 45, 5).Stand(900, 30, 0);
  DayOptions o;
  std::map<int, DayTotals> whole;
  std::map<int, DayTotals> merged;
  DayCursor a, c;
  for (const TrackSample& s : b.samples()) AddFix(o, a, s, "", whole);
  for (const TrackSample& s : b.samples()) {  // as the pipeline does: one share list per fix
    std::vector<DayTotals> shares;
    AddFix(o, c, s, "", shares);
    for (const DayTotals& t : shares) merged[t.day].day = t.day, merged[t.day].Merge(t);
  }
  for (auto& [day, t] : whole) {
    EXPECT_NEAR(merged.at(day).driven_km, t.driven_km, 1e-9);
    EXPECT_EQ(merged.at(day).online_s, t.online_s);
    EXPECT_NEAR(merged.at(day).mileage_begin, t.mileage_begin, 1e-9);
  }
}

TEST(DayTotals, BatteryKeepsTheDaysLowestAndLastLevel) {
  // 23:00 80 %, 23:30 no level, 23:50 30 %; after midnight 25 % then 60 % (charged).
  std::vector<TrackSample> track;
  auto with = [](TrackSample s, int pct) {
    s.battery_pct = pct;
    return s;
  };
  track.push_back(with(At(kNov27 - 3'600'000, 10), 80));
  track.push_back(At(kNov27 - 1'800'000, 10));
  track.push_back(with(At(kNov27 - 600'000, 10), 30));
  track.push_back(with(At(kNov27 + 300'000, 10), 25));
  track.push_back(with(At(kNov27 + 900'000, 10), 60));
  auto days = Days(track);
  EXPECT_EQ(days.at(20261126).battery_min, 30);
  EXPECT_EQ(days.at(20261126).battery_last, 30);
  EXPECT_EQ(days.at(20261127).battery_min, 25);
  EXPECT_EQ(days.at(20261127).battery_last, 60);
  // Shares merged in any order give the same day; a share without a level changes nothing.
  DayTotals a, b, none;
  a.day = b.day = none.day = 20261127;
  a.last_time = 100, a.battery_min = a.battery_last = 50;
  b.last_time = 200, b.battery_min = b.battery_last = 70;
  none.last_time = 300;
  DayTotals ab = a, ba = b;
  ab.Merge(b);
  ab.Merge(none);
  ba.Merge(a);
  EXPECT_EQ(ab.battery_min, 50);
  EXPECT_EQ(ab.battery_last, 70);
  EXPECT_EQ(ba.battery_min, 50);
  EXPECT_EQ(ba.battery_last, 70);
}

}  // namespace
}  // namespace chelian::reports
