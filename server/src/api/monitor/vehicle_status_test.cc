// Tests of the monitor's vehicle state (Z) and duration texts (d).
#include "api/monitor/vehicle_status.h"

#include <gtest/gtest.h>

namespace chelian::api::monitor {
namespace {

constexpr long long kNow = 1'700'000'000'000;
constexpr long long kOffline = 600'000;

TEST(VehicleStatusTest, ExpiredWinsOverEverything) {
  StatusInputs in{true, kNow - 1000, kNow - 1000, 1, kNow - 5000, kNow - 1};
  VehicleStatus s = ClassifyVehicle(in, kNow, kOffline);
  EXPECT_EQ(s.state, VehicleState::kExpired);
  EXPECT_EQ(s.since_ms, kNow - 1);
  in.expires_at_ms = kNow + 1;  // not yet expired
  EXPECT_EQ(ClassifyVehicle(in, kNow, kOffline).state, VehicleState::kDriving);
}

TEST(VehicleStatusTest, NeverOnlineWithoutAFix) {
  EXPECT_EQ(ClassifyVehicle({}, kNow, kOffline).state, VehicleState::kNeverOnline);
  EXPECT_EQ(ClassifyVehicle({}, kNow, kOffline).since_ms, 0);
}

TEST(VehicleStatusTest, OfflineAfterTheSilenceLimit) {
  StatusInputs in{true, kNow - kOffline - 1, kNow - kOffline - 1, 1, kNow - 3'600'000, 0};
  VehicleStatus s = ClassifyVehicle(in, kNow, kOffline);
  EXPECT_EQ(s.state, VehicleState::kOffline);
  EXPECT_EQ(s.since_ms, in.recv_time_ms);
  in.recv_time_ms = kNow - kOffline;  // exactly at the limit: still online
  EXPECT_EQ(ClassifyVehicle(in, kNow, kOffline).state, VehicleState::kDriving);
}

TEST(VehicleStatusTest, DrivingOrParkedSinceTheMotionChange) {
  StatusInputs in{true, kNow, kNow - 2000, 2, kNow - 60'000, 0};
  VehicleStatus s = ClassifyVehicle(in, kNow, kOffline);
  EXPECT_EQ(s.state, VehicleState::kParked);
  EXPECT_EQ(s.since_ms, kNow - 60'000);
  in.motion_since_ms = 0;  // unknown start: the fix time
  EXPECT_EQ(ClassifyVehicle(in, kNow, kOffline).since_ms, kNow - 2000);
  EXPECT_TRUE(IsOnline(VehicleState::kParked));
  EXPECT_FALSE(IsOnline(VehicleState::kNeverOnline));
}

TEST(VehicleStatusTest, DurationTexts) {
  EXPECT_EQ(DurationText(0), "");
  EXPECT_EQ(DurationText(-5), "");
  EXPECT_EQ(DurationText(40'000), "40秒");
  EXPECT_EQ(DurationText(12 * 60'000 + 5000), "12分钟");
  EXPECT_EQ(DurationText(2 * 3'600'000LL + 5 * 60'000), "2小时5分");
  EXPECT_EQ(DurationText(3 * 86'400'000LL + 2 * 3'600'000LL + 59 * 60'000), "3天2小时");
  EXPECT_STREQ(StateName(VehicleState::kNeverOnline), "从未上线");
}

}  // namespace
}  // namespace chelian::api::monitor
