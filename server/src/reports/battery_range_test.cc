// Range estimate on constructed rides: discharge counted, charging and standing ignored.
#include "reports/battery_range.h"

#include <gtest/gtest.h>

#include <vector>

namespace chelian::reports {
namespace {

TEST(BatteryRange, TooLittleHistoryUsesTheDefaultRate) {
  std::vector<SocSample> s = {{0, 100, 90}, {1, 103, 86}};  // 4 % only
  RangeEstimate e = EstimateRange(s, 80);
  EXPECT_FALSE(e.from_history);
  EXPECT_DOUBLE_EQ(e.km_per_pct, 0.5);
  EXPECT_DOUBLE_EQ(e.range_km, 40.0);
}

TEST(BatteryRange, RidesSetTheRateAndChargingIsLeftOut) {
  std::vector<SocSample> s = {
      {0, 100, 90}, {1, 106, 80},  // 6 km on 10 %
      {2, 106, 95},                // charged: no distance, no drop
      {3, 106, 95}, {4, 118, 75},  // 12 km on 20 %
      {5, 118, -1}, {6, 120, 75},  // an unknown reading is skipped; 2 km at the same SOC count
  };
  RangeEstimate e = EstimateRange(s, 50);
  EXPECT_TRUE(e.from_history);
  EXPECT_DOUBLE_EQ(e.history_km, 20.0);
  EXPECT_EQ(e.history_pct, 30);
  EXPECT_NEAR(e.km_per_pct, 20.0 / 30.0, 1e-9);
  EXPECT_DOUBLE_EQ(e.range_km, 33.3);
}

TEST(BatteryRange, OdometerGoingBackNeverAddsDistance) {
  std::vector<SocSample> s = {{0, 100, 90}, {1, 90, 70}, {2, 95, 60}};
  RangeEstimate e = EstimateRange(s, 60);
  EXPECT_DOUBLE_EQ(e.history_km, 5.0);
  EXPECT_EQ(e.history_pct, 30);
}

}  // namespace
}  // namespace chelian::reports
