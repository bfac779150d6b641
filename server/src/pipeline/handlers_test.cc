// Tests for the pure pipeline handlers: filter, mileage, motion, alarm episodes.
#include <gtest/gtest.h>

#include "pipeline/alarm_episodes.h"
#include "pipeline/mileage.h"
#include "pipeline/motion.h"
#include "pipeline/position_filter.h"

namespace chelian::pipeline {
namespace {

Position Fix(int64_t t, double lat, double lon, double speed = 40, bool valid = true) {
  Position p;
  p.device_id = "1";
  p.fix_time_ms = t;
  p.lat = lat;
  p.lon = lon;
  p.speed_kmh = speed;
  p.valid = valid;
  return p;
}

DeviceState After(const Position& p, double mileage = 0) {
  DeviceState s;
  s.has_fix = true;
  s.fix_time_ms = p.fix_time_ms;
  s.lat = p.lat;
  s.lon = p.lon;
  s.valid = p.valid;
  s.mileage_km = mileage;
  return s;
}

constexpr int64_t kNow = 1'700'000'000'000;

TEST(Filter, DropsZeroFutureDuplicateAndJumps) {
  FilterOptions o;
  DeviceState none;
  EXPECT_EQ(FilterPosition(o, none, Fix(kNow, 0, 0), kNow), FilterVerdict::kZero);
  EXPECT_EQ(FilterPosition(o, none, Fix(kNow, 91, 10), kNow), FilterVerdict::kZero);
  EXPECT_EQ(FilterPosition(o, none, Fix(kNow + 11 * 60'000, 22.5, 114), kNow), FilterVerdict::kFuture);
  EXPECT_EQ(FilterPosition(o, none, Fix(kNow + 5 * 60'000, 22.5, 114), kNow), FilterVerdict::kAccept);
  Position a = Fix(kNow, 22.5, 114.0);
  DeviceState s = After(a);
  EXPECT_EQ(FilterPosition(o, s, a, kNow), FilterVerdict::kDuplicate);
  Position alarm = a;  // same time and place, but now with an alarm: not a duplicate
  alarm.alarms = {AlarmCode::kEmergencyAlarm};
  EXPECT_EQ(FilterPosition(o, s, alarm, kNow), FilterVerdict::kAccept);
  // 1° of latitude (111 km) in 10 s is a jump; 200 m in 10 s is not.
  EXPECT_EQ(FilterPosition(o, s, Fix(kNow + 10'000, 23.5, 114.0), kNow), FilterVerdict::kJump);
  EXPECT_EQ(FilterPosition(o, s, Fix(kNow + 10'000, 22.5018, 114.0), kNow), FilterVerdict::kAccept);
  // Back-filled fixes are not compared with the latest one.
  Position old = Fix(kNow - 3'600'000, 30.0, 120.0);
  old.back_filled = true;
  EXPECT_EQ(FilterPosition(o, s, old, kNow), FilterVerdict::kAccept);
  // An invalid fix is kept (flagged) and never judged a jump.
  EXPECT_EQ(FilterPosition(o, s, Fix(kNow + 10'000, 23.5, 114.0, 0, false), kNow), FilterVerdict::kAccept);
}

TEST(Mileage, DeviceOdometerWinsElseDistance) {
  MileageOptions o;
  Position a = Fix(kNow, 22.5, 114.0);
  DeviceState s = After(a, 100);
  Position b = Fix(kNow + 60'000, 22.509, 114.0);  // ~1.0 km north
  EXPECT_NEAR(NextMileageKm(o, s, b), 101.0008, 1e-3);
  b.attributes.Set(AttrKey::kMileageKm, 5000.5);
  EXPECT_DOUBLE_EQ(NextMileageKm(o, s, b), 5000.5);
  // Parked jitter does not count, nor does an impossible step.
  EXPECT_DOUBLE_EQ(NextMileageKm(o, s, Fix(kNow + 60'000, 22.50005, 114.0, 0)), 100);
  EXPECT_DOUBLE_EQ(NextMileageKm(o, s, Fix(kNow + 60'000, 23.5, 114.0)), 100);
  EXPECT_DOUBLE_EQ(NextMileageKm(o, DeviceState{}, Fix(kNow, 1, 1)), 0);  // first fix: nothing driven yet
}

TEST(Motion, DrivingParkedOfflineNeverOnline) {
  MotionOptions o;
  EXPECT_EQ(ClassifyMotion(o, Fix(kNow, 1, 1, 30)), Motion::kDriving);
  EXPECT_EQ(ClassifyMotion(o, Fix(kNow, 1, 1, 2)), Motion::kParked);
  Position off = Fix(kNow, 1, 1, 30);
  off.acc = false;
  EXPECT_EQ(ClassifyMotion(o, off), Motion::kParked);  // speed noise with the ignition off
  DeviceState s;
  EXPECT_EQ(MotionAt(s, kNow, 600'000), Motion::kNeverOnline);
  s.recv_time_ms = kNow - 700'000;
  s.motion = Motion::kDriving;
  EXPECT_EQ(MotionAt(s, kNow, 600'000), Motion::kOffline);
  EXPECT_EQ(MotionAt(s, kNow - 200'000, 600'000), Motion::kDriving);
}

TEST(AlarmEpisodes, BeginOnAppearEndOnClear) {
  std::set<AlarmCode> active;
  auto c1 = UpdateEpisodes(active, {AlarmCode::kEmergencyAlarm}, true);
  EXPECT_EQ(c1.begun.size(), 1u);
  auto c2 = UpdateEpisodes(active, {AlarmCode::kEmergencyAlarm, AlarmCode::kOverSpeed}, true);
  ASSERT_EQ(c2.begun.size(), 1u);
  EXPECT_EQ(c2.begun[0], AlarmCode::kOverSpeed);
  auto partial = UpdateEpisodes(active, {}, false);  // says nothing about what cleared
  EXPECT_TRUE(partial.ended.empty());
  auto c3 = UpdateEpisodes(active, {AlarmCode::kOverSpeed}, true);
  ASSERT_EQ(c3.ended.size(), 1u);
  EXPECT_EQ(c3.ended[0], AlarmCode::kEmergencyAlarm);
  EXPECT_EQ(active.size(), 1u);
}

}  // namespace
}  // namespace chelian::pipeline
