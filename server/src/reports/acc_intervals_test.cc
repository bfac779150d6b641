// Tests of the ACC intervals (行车统计) from constructed tracks, including a drive across midnight
// China time cut at the day's boundaries.
#include "reports/acc_intervals.h"

#include <gtest/gtest.h>

#include "reports/test_tracks.h"

namespace chelian::reports {
namespace {

// 2026-11-27 00:00 in China (UTC+8) is 2026-11-26 16:00 UTC.
constexpr long long kMidnight27 = 1'795'708'800'000LL;
constexpr long long kHour = 3'600'000;

TEST(AccIntervals, DriveAcrossMidnightIsCutAtTheLocalDay) {
  // 23:00 parked (off) 30 min, 23:30 drive 60 km/h for an hour, 00:30 parked 30 min.
  TrackBuilder t(kMidnight27 - kHour, 30.0, 120.0);
  t.Stand(1800, 10, 0).Drive(3600, 60, 90, 10).Stand(1800, 10, 0);
  // The whole night: off, on, off.
  auto all = AccIntervals(t.samples(), 0, kMidnight27 + 24 * kHour);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_FALSE(all[0].on);
  EXPECT_TRUE(all[1].on);
  EXPECT_FALSE(all[2].on);
  EXPECT_EQ(all[1].begin_ms, kMidnight27 - kHour / 2 + 10'000);  // first fix of the drive
  EXPECT_EQ(all[1].end_ms, kMidnight27 + kHour / 2 + 10'000);    // first parked fix
  EXPECT_NEAR(all[1].mileage_km(), 60.0, 0.3);

  // The 27th alone: the drive is cut at midnight and keeps its half hour after it.
  auto day = AccIntervals(t.samples(), kMidnight27, kMidnight27 + 24 * kHour);
  ASSERT_EQ(day.size(), 2u);
  EXPECT_TRUE(day[0].on);
  EXPECT_EQ(day[0].begin_ms, kMidnight27);
  EXPECT_EQ(day[0].duration_ms(), kHour / 2 + 10'000);
  EXPECT_NEAR(day[0].mileage_km(), 30.0, 0.3);
  EXPECT_FALSE(day[1].on);
  EXPECT_EQ(day[1].end_ms, t.now_ms());
  EXPECT_NEAR(day[1].mileage_km(), 0.0, 1e-9);

  // The 26th: the parked half hour and the drive's first half hour.
  auto before = AccIntervals(t.samples(), kMidnight27 - 24 * kHour, kMidnight27);
  ASSERT_EQ(before.size(), 2u);
  EXPECT_TRUE(before[1].on);
  EXPECT_EQ(before[1].end_ms, kMidnight27);
  EXPECT_NEAR(before[0].mileage_km() + before[1].mileage_km() + day[0].mileage_km(), 60.0, 0.3);
}

TEST(AccIntervals, UnknownIgnitionIsSkipped) {
  TrackBuilder t(kMidnight27, 30.0, 120.0);
  t.Drive(600, 40, 0, 10).Stand(600, 10, -1).Drive(600, 40, 0, 10);
  auto iv = AccIntervals(t.samples(), 0, kMidnight27 + kHour);
  ASSERT_EQ(iv.size(), 1u);  // on throughout: the unknown fixes do not break it
  EXPECT_TRUE(iv[0].on);
  EXPECT_EQ(iv[0].begin_ms, kMidnight27 + 10'000);
  EXPECT_EQ(iv[0].end_ms, t.now_ms());
}

TEST(AccIntervals, NothingOutsideThePeriodOrWithoutFixes) {
  EXPECT_TRUE(AccIntervals({}, 0, kMidnight27).empty());
  TrackBuilder t(kMidnight27, 30.0, 120.0);
  t.Stand(600, 10, 0);
  EXPECT_TRUE(AccIntervals(t.samples(), kMidnight27 + kHour, kMidnight27 + 2 * kHour).empty());
  TrackBuilder one(kMidnight27, 30.0, 120.0);
  one.Stand(10, 10, 1);  // a single fix has no length
  EXPECT_TRUE(AccIntervals(one.samples(), 0, kMidnight27 + kHour).empty());
}

}  // namespace
}  // namespace chelian::reports
