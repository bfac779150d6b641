// Platform alarm rules on constructed tracks.
#include "pipeline/platform_rules.h"

#include <gtest/gtest.h>

namespace chelian::pipeline {
namespace {

constexpr int64_t kMin = 60'000;

Position At(int64_t t, double speed, std::optional<bool> acc = true) {
  Position p;
  p.fix_time_ms = t;
  p.valid = true;
  p.lat = 22.5;
  p.lon = 114;
  p.speed_kmh = speed;
  p.acc = acc;
  return p;
}

bool Has(const std::set<AlarmCode>& s, AlarmCode c) { return s.count(c) > 0; }

TEST(PlatformRules, OverspeedNeedsTheMinimumDuration) {
  PlatformRules r;  // 100 km/h for 10 s
  RuleState s;
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(0, 110), 5), AlarmCode::kOverSpeed));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(5'000, 115), 5), AlarmCode::kOverSpeed));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, s, At(10'000, 112), 5), AlarmCode::kOverSpeed));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(20'000, 90), 5), AlarmCode::kOverSpeed));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(25'000, 130), 5), AlarmCode::kOverSpeed));  // a new spell
  r.overspeed = false;
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(60'000, 130), 5), AlarmCode::kOverSpeed));
}

TEST(PlatformRules, FatigueAfterFourHoursUntilATwentyMinuteRest) {
  PlatformRules r;
  RuleState s;
  int64_t t = 0;
  std::set<AlarmCode> a;
  for (; t <= 239 * kMin; t += kMin) a = EvaluatePositionRules(r, s, At(t, 60), 5);
  EXPECT_FALSE(Has(a, AlarmCode::kFatigueDriving));
  a = EvaluatePositionRules(r, s, At(240 * kMin, 60), 5);
  EXPECT_TRUE(Has(a, AlarmCode::kFatigueDriving));
  // A 10-minute stop is not a rest.
  a = EvaluatePositionRules(r, s, At(250 * kMin, 0, false), 5);
  EXPECT_TRUE(Has(a, AlarmCode::kFatigueDriving));
  a = EvaluatePositionRules(r, s, At(251 * kMin, 60), 5);
  EXPECT_TRUE(Has(a, AlarmCode::kFatigueDriving));
  // 20 minutes parked ends it, and the next drive starts a fresh count.
  a = EvaluatePositionRules(r, s, At(272 * kMin, 0, false), 5);
  EXPECT_FALSE(Has(a, AlarmCode::kFatigueDriving));
  a = EvaluatePositionRules(r, s, At(273 * kMin, 60), 5);
  EXPECT_FALSE(Has(a, AlarmCode::kFatigueDriving));
}

TEST(PlatformRules, IdleWithIgnitionOnAndLongStay) {
  PlatformRules r;
  RuleState s;
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(0, 0, true), 5), AlarmCode::kIdleAlarm));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, s, At(10 * kMin, 0, true), 5), AlarmCode::kIdleAlarm));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(11 * kMin, 0, false), 5), AlarmCode::kIdleAlarm));  // switched off
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(23 * 60 * kMin, 0, false), 5), AlarmCode::kStayedL));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, s, At(24 * 60 * kMin, 0, false), 5), AlarmCode::kStayedL));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(24 * 60 * kMin + 1, 30), 5), AlarmCode::kStayedL));
}

TEST(PlatformRules, LowBatteryWithHysteresisAndOffline) {
  PlatformRules r;  // below 20 %, ends at 25 %
  RuleState s;
  auto with_battery = [](int64_t t, double pct) {
    Position p = At(t, 0, false);
    p.attributes.Set(AttrKey::kBatteryPct, pct);
    return p;
  };
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, with_battery(0, 30), 5), AlarmCode::kLowerPowerAlarm));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, s, with_battery(1, 19), 5), AlarmCode::kLowerPowerAlarm));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, s, with_battery(2, 22), 5), AlarmCode::kLowerPowerAlarm));
  EXPECT_TRUE(
      Has(EvaluatePositionRules(r, s, At(3, 0, false), 5), AlarmCode::kLowerPowerAlarm));  // no reading: unchanged
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, with_battery(4, 25), 5), AlarmCode::kLowerPowerAlarm));
  EXPECT_FALSE(OfflineDue(r, 0, 100 * 3'600'000LL));  // never online is not "offline"
  EXPECT_FALSE(OfflineDue(r, 1, 24 * 3'600'000LL));
  EXPECT_TRUE(OfflineDue(r, 1, 24 * 3'600'000LL + 1));
}

TEST(PlatformRules, DailyDrivingCountsOneLocalDayAndSkipsDataGaps) {
  PlatformRules r;  // 8 h a day
  RuleState s;
  // Local day 2025-01-10 (UTC+8) starts at 2025-01-09 16:00 UTC.
  const int64_t midnight = 1'736'438'400'000;
  std::set<AlarmCode> a;
  int64_t t = midnight + 60 * kMin;
  for (int i = 0; i <= 4 * 60; ++i, t += kMin) a = EvaluatePositionRules(r, s, At(t, 60), 5);  // 4 h
  t += 3 * 60 * kMin;  // a three-hour gap in the data counts nothing
  for (int i = 0; i < 4 * 60; ++i, t += kMin) a = EvaluatePositionRules(r, s, At(t, 60), 5);
  EXPECT_FALSE(Has(a, AlarmCode::kDailyDriving));  // 7 h 59 min driven
  a = EvaluatePositionRules(r, s, At(t, 60), 5);
  EXPECT_TRUE(Has(a, AlarmCode::kDailyDriving));
  // The next local day starts a fresh count and ends the alarm.
  a = EvaluatePositionRules(r, s, At(midnight + 24 * 60 * kMin + kMin, 60), 5);
  EXPECT_FALSE(Has(a, AlarmCode::kDailyDriving));
  r.daily_driving_hours = 1;
  RuleState z;
  for (int i = 0; i <= 60; ++i) a = EvaluatePositionRules(r, z, At(midnight - 30 * kMin + i * kMin, 60), 5);
  EXPECT_FALSE(Has(a, AlarmCode::kDailyDriving));  // only the 30 minutes after midnight count
}

TEST(PlatformRules, ParkingOvertimeIsOffByDefault) {
  PlatformRules r;
  RuleState s;
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(0, 0, false), 5), AlarmCode::kStayed));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(90 * kMin, 0, false), 5), AlarmCode::kStayed));
  r.stayed = true;
  r.stayed_min = 30;
  RuleState z;
  EXPECT_FALSE(Has(EvaluatePositionRules(r, z, At(0, 0, false), 5), AlarmCode::kStayed));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, z, At(30 * kMin, 0, false), 5), AlarmCode::kStayed));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, z, At(31 * kMin, 40), 5), AlarmCode::kStayed));
}

TEST(PlatformRules, PowerCutFromTheReportedMainPowerVoltage) {
  PlatformRules r;  // below 1.0 V
  RuleState s;
  auto with_volts = [](int64_t t, double v) {
    Position p = At(t, 0, false);
    p.attributes.Set(AttrKey::kVoltageV, v);
    return p;
  };
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, with_volts(0, 12.4), 5), AlarmCode::kPowerDown));
  EXPECT_TRUE(Has(EvaluatePositionRules(r, s, with_volts(1, 0.2), 5), AlarmCode::kPowerDown));
  Position reported = with_volts(2, 0.0);
  reported.AddAlarm(AlarmCode::kPowerDown);  // the device says so itself: its own episode covers it
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, reported, 5), AlarmCode::kPowerDown));
  EXPECT_FALSE(Has(EvaluatePositionRules(r, s, At(3, 0, false), 5), AlarmCode::kPowerDown));  // no reading
}

}  // namespace
}  // namespace chelian::pipeline
