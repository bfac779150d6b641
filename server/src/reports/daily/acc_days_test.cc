// 行车统计 on the daily rows (D139): constructed tracks — an ACC interval across midnight China time,
// a silence while ACC is on, ACC off without movement — and the days' sum equal to the intervals
// computed from the same fixes over the same whole days.
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "reports/acc_intervals.h"
#include "reports/daily/day_totals.h"
#include "reports/test_tracks.h"

namespace chelian::reports {
namespace {

constexpr long long kNov27 = 1'795'708'800'000;  // 2026-11-27 00:00 UTC+8
constexpr long long kDay = 86'400'000, kHour = 3'600'000, kMinute = 60'000;

std::map<int, DayTotals> Days(const std::vector<TrackSample>& track) {
  std::map<int, DayTotals> days;
  DayCursor cur;
  for (const TrackSample& s : track) AddFix({}, cur, s, "", days);
  return days;
}

// The summary of days first..last as the report reads it from the rows.
struct Sum {
  long long ms = 0, num = 0, first = 0, last = 0;
  double km = 0;
};
Sum SumDays(const std::map<int, DayTotals>& days, int first, int last, bool on) {
  Sum s;
  long long carried = 0;
  for (const auto& [day, t] : days) {
    if (day < first || day > last) continue;
    const AccDay& a = on ? t.acc_on : t.acc_off;
    if (a.ms <= 0) continue;
    s.ms += a.ms;
    s.num += a.num;
    carried += a.carried;
    s.km += a.km;
    if (!s.first || a.first < s.first) s.first = a.first;
    s.last = std::max(s.last, a.last);
    if (day == first) s.num += a.carried;
  }
  s.num -= carried;
  return s;
}

// The same from the intervals of the raw fixes.
Sum SumIntervals(const std::vector<TrackSample>& track, int first, int last, bool on) {
  Sum s;
  for (const AccInterval& iv : AccIntervals(track, DayStartOf(first, 480), DayStartOf(last, 480) + kDay)) {
    if (iv.on != on) continue;
    s.ms += iv.duration_ms();
    s.km += iv.mileage_km();
    ++s.num;
    if (!s.first) s.first = iv.begin_ms;
    s.last = iv.end_ms;
  }
  return s;
}

void ExpectSame(const std::vector<TrackSample>& track, int first, int last) {
  auto days = Days(track);
  for (bool on : {true, false}) {
    SCOPED_TRACE(testing::Message() << first << ".." << last << (on ? " on" : " off"));
    Sum d = SumDays(days, first, last, on), r = SumIntervals(track, first, last, on);
    EXPECT_EQ(d.ms, r.ms);
    EXPECT_EQ(d.num, r.num);
    EXPECT_EQ(d.first, r.first);
    EXPECT_EQ(d.last, r.last);
    EXPECT_NEAR(d.km, r.km, 1e-6);
  }
}

TEST(AccDays, AnIntervalAcrossChinaMidnightIsCarriedIntoTheNextDay) {
  // 23:00 parked 30 min, 23:30 drive an hour at 60 km/h, 00:30 parked 30 min (fixes every 10 s).
  TrackBuilder t(kNov27 - kHour, 30.0, 120.0);
  t.Stand(1800, 10, 0).Drive(3600, 60, 90, 10).Stand(1800, 10, 0);
  auto days = Days(t.samples());
  const AccDay& on26 = days.at(20261126).acc_on;
  const AccDay& on27 = days.at(20261127).acc_on;
  EXPECT_EQ(on26.ms, kHour / 2 - 10'000);  // from the first fix of the drive (23:30:10) to midnight
  EXPECT_EQ(on26.num, 1);
  EXPECT_EQ(on26.carried, 0);
  EXPECT_EQ(on26.last, kNov27);
  EXPECT_EQ(on27.ms, kHour / 2 + 10'000);  // to the first parked fix
  EXPECT_EQ(on27.num, 1);
  EXPECT_EQ(on27.carried, 1);
  EXPECT_EQ(on27.first, kNov27);
  EXPECT_NEAR(on26.km + on27.km, 60.0 - 60.0 * 10 / 3600, 0.01);  // after its first fix
  // One interval over both days, one on the 27th alone (cut at midnight), as the raw computation.
  EXPECT_EQ(SumDays(days, 20261126, 20261127, true).num, 1);
  EXPECT_EQ(SumDays(days, 20261127, 20261127, true).num, 1);
  ExpectSame(t.samples(), 20261126, 20261127);
  ExpectSame(t.samples(), 20261127, 20261127);
  ExpectSame(t.samples(), 20261126, 20261126);
}

TEST(AccDays, ASilenceWhileOnCountsUpToSixHours) {
  // On 10 min, silent 2 h (moved 50 km), on 10 min: one interval through the silence.
  TrackBuilder t(kNov27 + 8 * kHour, 30.0, 120.0);
  t.Drive(600, 40, 0, 10).Silence(7200, 50'000).Drive(600, 40, 0, 10);
  auto on = Days(t.samples()).at(20261127).acc_on;
  EXPECT_EQ(on.num, 1);
  EXPECT_EQ(on.ms, (600 - 10 + 7200 + 600) * 1000LL);
  EXPECT_NEAR(on.km, 50 + 40.0 * 1190 / 3600, 0.01);
  ExpectSame(t.samples(), 20261127, 20261127);
  // Silent 7 h instead: two intervals, the silence in neither.
  TrackBuilder u(kNov27 + 8 * kHour, 30.0, 120.0);
  u.Drive(600, 40, 0, 10).Silence(7 * 3600, 50'000).Drive(600, 40, 0, 10);
  auto on2 = Days(u.samples()).at(20261127).acc_on;
  EXPECT_EQ(on2.num, 2);
  EXPECT_EQ(on2.ms, (590 + 590) * 1000LL);
  EXPECT_NEAR(on2.km, 40.0 * 1180 / 3600, 0.01);
  ExpectSame(u.samples(), 20261127, 20261127);
}

TEST(AccDays, AccOffWithoutMovementIsOffTimeWithoutKm) {
  TrackBuilder t(kNov27 + 10 * kHour, 30.0, 120.0);
  t.Stand(3 * 3600, 60, 0);
  auto day = Days(t.samples()).at(20261127);
  EXPECT_EQ(day.acc_off.ms, (3 * 3600 - 60) * 1000LL);
  EXPECT_EQ(day.acc_off.num, 1);
  EXPECT_EQ(day.acc_off.km, 0);
  EXPECT_EQ(day.acc_on.ms, 0);
  ExpectSame(t.samples(), 20261127, 20261127);
}

TEST(AccDays, AnIntervalEnteringAtAFixOnMidnightIsCarried) {
  TrackBuilder t(kNov27 - 20 * kMinute, 30.0, 120.0);
  t.Drive(1800, 30, 0, 600);  // fixes at 23:50, 00:00 and 00:10, all on
  auto days = Days(t.samples());
  EXPECT_EQ(days.at(20261127).acc_on.carried, 1);
  EXPECT_EQ(SumDays(days, 20261126, 20261127, true).num, 1);
  ExpectSame(t.samples(), 20261127, 20261127);
}

TEST(AccDays, DaysAddUpToTheIntervalsOnRandomTracks) {
  std::mt19937 rng(22);
  for (int run = 0; run < 40; ++run) {
    std::vector<TrackSample> track;
    long long t = kNov27 - kDay + static_cast<long long>(rng() % 3600) * 1000;
    double km = 1000;
    int acc = 1;
    while (t < kNov27 + 3 * kDay) {
      TrackSample s;
      s.time_ms = t;
      s.lat = 30 + static_cast<double>(rng() % 100) * 1e-4;
      s.lon = 120;
      if (rng() % 20 == 0) acc = 1 - acc;
      s.acc = rng() % 15 == 0 ? -1 : acc;  // some fixes without an ignition state
      if (acc == 1) km += static_cast<double>(rng() % 500) / 1000;
      if (rng() % 200 == 0) km = 3;  // an odometer reset
      s.mileage_km = km;
      s.speed_kmh = acc ? 40 : 0;
      track.push_back(s);
      unsigned r = rng() % 100;
      t += r < 90 ? 30'000 : r < 97 ? 40 * kMinute : r < 99 ? 7 * kHour : 0;  // silences, twins
    }
    ExpectSame(track, 20261126, 20261129);
    ExpectSame(track, 20261127, 20261127);
    ExpectSame(track, 20261127, 20261128);
  }
}

}  // namespace
}  // namespace chelian::reports
