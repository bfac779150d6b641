// E-bike theft rules on constructed tracks: a bike armed, pushed, ridden off, its pack pulled.
#include "pipeline/theft_rules.h"

#include <gtest/gtest.h>

namespace chelian::pipeline {
namespace {

constexpr double kMovingKmh = 5;

// A GT06 fix (kArmed from the terminal-info byte) `north_m` metres north of the parking place.
Position Gt06(bool armed, double north_m, double speed, std::optional<double> volts = std::nullopt) {
  Position p;
  p.valid = true;
  p.lat = 31.2 + north_m / 111'195.0;
  p.lon = 121.4;
  p.speed_kmh = speed;
  p.attributes.Set(AttrKey::kArmed, int64_t{armed ? 1 : 0});
  if (volts) p.attributes.Set(AttrKey::kVoltageV, *volts);
  return p;
}

bool Has(const std::set<AlarmCode>& s, AlarmCode c) { return s.count(c) > 0; }

TEST(TheftRules, ArmedFromGt06BitOrJt808StatusBit12) {
  Position p;
  EXPECT_FALSE(ArmedOf(p, "gt06").has_value());
  EXPECT_EQ(ArmedOf(p, "jt808"), false);
  p.attributes.Set(AttrKey::kStatusFlags, int64_t{(1 << 12) | 0x3});
  EXPECT_EQ(ArmedOf(p, "jt808"), true);
  EXPECT_FALSE(ArmedOf(p, "watch").has_value());  // the watch's status word means something else
  p.attributes.Set(AttrKey::kArmed, int64_t{0});
  EXPECT_EQ(ArmedOf(p, "jt808"), false);  // the device's own flag wins
}

TEST(TheftRules, RidingWhileDisarmedRaisesNothing) {
  TheftState s;
  for (int i = 0; i < 10; ++i)
    EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(false, i * 50.0, 20), "gt06", kMovingKmh).empty());
}

TEST(TheftRules, MovingTwoFixesWhileArmedIsIllegalMoveUntilDisarmed) {
  TheftRules r;
  TheftState s;
  EXPECT_TRUE(EvaluateTheftRules(r, s, Gt06(true, 0, 0), "gt06", kMovingKmh).empty());
  EXPECT_TRUE(EvaluateTheftRules(r, s, Gt06(true, 3, 0), "gt06", kMovingKmh).empty());   // jitter
  EXPECT_TRUE(EvaluateTheftRules(r, s, Gt06(true, 10, 8), "gt06", kMovingKmh).empty());  // one fast fix: not yet
  EXPECT_TRUE(Has(EvaluateTheftRules(r, s, Gt06(true, 30, 9), "gt06", kMovingKmh), AlarmCode::kIllegalMove));
  EXPECT_TRUE(EvaluateTheftRules(r, s, Gt06(false, 30, 0), "gt06", kMovingKmh).empty());  // the owner disarms
}

TEST(TheftRules, PushedAwaySlowlyPastTheRadiusIsIllegalMove) {
  TheftRules r;  // 100 m
  TheftState s;
  EXPECT_TRUE(EvaluateTheftRules(r, s, Gt06(true, 0, 0), "gt06", kMovingKmh).empty());
  EXPECT_TRUE(EvaluateTheftRules(r, s, Gt06(true, 60, 3), "gt06", kMovingKmh).empty());
  EXPECT_TRUE(Has(EvaluateTheftRules(r, s, Gt06(true, 120, 3), "gt06", kMovingKmh), AlarmCode::kIllegalMove));
}

TEST(TheftRules, ArmingAgainAnchorsWhereTheBikeNowStands) {
  TheftState s;
  EvaluateTheftRules({}, s, Gt06(true, 0, 0), "gt06", kMovingKmh);
  EvaluateTheftRules({}, s, Gt06(false, 500, 0), "gt06", kMovingKmh);  // ridden 500 m by its owner
  EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(true, 500, 0), "gt06", kMovingKmh).empty());
  EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(true, 530, 0), "gt06", kMovingKmh).empty());
}

TEST(TheftRules, PackPulledWhileArmedIsBatteryRemovedUntilItReadsAgain) {
  TheftState s;
  EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(true, 0, 0, 52.4), "gt06", kMovingKmh).empty());
  EXPECT_TRUE(Has(EvaluateTheftRules({}, s, Gt06(true, 0, 0, 0.2), "gt06", kMovingKmh), AlarmCode::kSeparateAlarm));
  EXPECT_TRUE(Has(EvaluateTheftRules({}, s, Gt06(true, 0, 0), "gt06", kMovingKmh), AlarmCode::kSeparateAlarm));
  EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(true, 0, 0, 51.9), "gt06", kMovingKmh).empty());
}

TEST(TheftRules, PackTakenOutToChargeWhileDisarmedIsNoTheft) {
  TheftState s;
  EvaluateTheftRules({}, s, Gt06(false, 0, 0, 48.0), "gt06", kMovingKmh);
  EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(false, 0, 0, 0.0), "gt06", kMovingKmh).empty());
  // Armed with the pack already out: nothing was seen to be taken.
  EXPECT_TRUE(EvaluateTheftRules({}, s, Gt06(true, 0, 0, 0.0), "gt06", kMovingKmh).empty());
}

TEST(TheftRules, Jt808StatusWordArmsTheBike) {
  TheftState s;
  Position p;
  p.valid = true;
  p.lat = 31.2;
  p.lon = 121.4;
  p.attributes.Set(AttrKey::kStatusFlags, int64_t{(1 << 12) | 0x2});
  EXPECT_TRUE(EvaluateTheftRules({}, s, p, "jt808", kMovingKmh).empty());
  p.lat += 0.002;  // about 220 m north
  EXPECT_TRUE(Has(EvaluateTheftRules({}, s, p, "jt808", kMovingKmh), AlarmCode::kIllegalMove));
}

}  // namespace
}  // namespace chelian::pipeline
