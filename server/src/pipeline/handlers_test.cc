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

TEST(Filter, EachRuleCanBeSwitched) {
  FilterOptions o;
  DeviceState none;
  Position indoors = Fix(kNow, 22.5, 114.0, 0, false);
  EXPECT_EQ(FilterPosition(o, none, indoors, kNow), FilterVerdict::kAccept);
  o.keep_invalid = false;
  EXPECT_EQ(FilterPosition(o, none, indoors, kNow), FilterVerdict::kInvalid);
  o.drop_zero = false;  // (0,0) kept; coordinates out of range are still dropped
  EXPECT_EQ(FilterPosition(o, none, Fix(kNow, 0, 0), kNow), FilterVerdict::kAccept);
  EXPECT_EQ(FilterPosition(o, none, Fix(kNow, 0, 181), kNow), FilterVerdict::kZero);
  Position a = Fix(kNow, 22.5, 114.0);
  DeviceState s = After(a);
  o.drop_duplicates = false;
  EXPECT_EQ(FilterPosition(o, s, a, kNow), FilterVerdict::kAccept);
  o.min_jump_distance_m = 200'000;  // 111 km in 10 s is then no jump
  EXPECT_EQ(FilterPosition(o, s, Fix(kNow + 10'000, 23.5, 114.0), kNow), FilterVerdict::kAccept);
}

// What the pipeline does with the state once it takes a fix.
void Take(DeviceState& s, const Position& p) {
  s.has_fix = true;
  s.fix_time_ms = p.fix_time_ms;
  s.lat = p.lat;
  s.lon = p.lon;
  s.valid = p.valid;
}

TEST(Filter, AgreeingDroppedJumpsReanchorTheDevice) {
  FilterOptions o;  // 3 in a row
  // The first fix was wrong (Beijing); the vehicle is in Shenzhen, ~1,950 km away, reporting every
  // 30 s. Without recovery every Shenzhen fix would be dropped for ~6.5 h (1,950 km at 300 km/h).
  DeviceState s = After(Fix(kNow, 39.90, 116.40));
  int64_t t = kNow;
  auto shenzhen = [&](double north_m) { return Fix(t += 30'000, 22.540 + north_m / 111'000, 114.05); };
  EXPECT_EQ(FilterPosition(o, s, shenzhen(0), kNow + 10 * 3'600'000LL), FilterVerdict::kJump);
  EXPECT_EQ(FilterPosition(o, s, shenzhen(300), kNow + 10 * 3'600'000LL), FilterVerdict::kJump);
  Position third = shenzhen(600);
  EXPECT_EQ(FilterPosition(o, s, third, kNow + 10 * 3'600'000LL), FilterVerdict::kAccept);
  Take(s, third);
  EXPECT_EQ(FilterPosition(o, s, shenzhen(900), kNow + 10 * 3'600'000LL), FilterVerdict::kAccept);
  EXPECT_EQ(s.jump.count, 0);

  // Wild fixes that do not agree with one another never re-anchor it.
  DeviceState good = After(Fix(kNow, 22.54, 114.05));
  t = kNow;
  for (int i = 0; i < 6; ++i) {
    double lat = i % 2 ? 31.23 : 39.90;  // ~960 km apart, 30 s apart
    EXPECT_EQ(FilterPosition(o, good, Fix(t += 30'000, lat, 121.47), kNow), FilterVerdict::kJump) << i;
  }
  // A good fix between dropped ones ends their run: the count starts again.
  good.jump = {};
  t = kNow;
  EXPECT_EQ(FilterPosition(o, good, Fix(t += 30'000, 31.23, 121.47), kNow), FilterVerdict::kJump);
  EXPECT_EQ(FilterPosition(o, good, Fix(t += 30'000, 31.23, 121.47), kNow), FilterVerdict::kJump);
  Position back = Fix(t += 30'000, 22.541, 114.05);
  EXPECT_EQ(FilterPosition(o, good, back, kNow), FilterVerdict::kAccept);
  Take(good, back);
  EXPECT_EQ(FilterPosition(o, good, Fix(t += 30'000, 31.23, 121.47), kNow), FilterVerdict::kJump);
  EXPECT_EQ(good.jump.count, 1);
}

// A fix `km` north of (22.5, 114.0) at minute `minute`, with the device odometer `odometer` (0: none).
Position Odo(int minute, double km, double odometer, double speed = 40) {
  Position p = Fix(kNow + minute * 60'000LL, 22.5 + km / 111.195, 114.0, speed);
  if (odometer > 0) p.attributes.Set(AttrKey::kMileageKm, odometer);
  return p;
}

// Runs `p` through the mileage handler and takes it, as the pipeline does with a latest fix.
double Drive(const MileageOptions& o, DeviceState& s, const Position& p) {
  MileageStep step = NextMileage(o, s, p);
  Take(s, p);
  s.mileage_km = step.mileage_km;
  if (step.odometer) s.odometer = *step.odometer;
  return step.mileage_km;
}

TEST(Mileage, DeviceOdometerWinsElseDistance) {
  MileageOptions o;
  Position a = Fix(kNow, 22.5, 114.0);
  DeviceState s = After(a, 100);
  Position b = Fix(kNow + 60'000, 22.509, 114.0);  // ~1.0 km north
  EXPECT_NEAR(NextMileage(o, s, b).mileage_km, 101.0008, 1e-3);
  b.attributes.Set(AttrKey::kMileageKm, 100.9);  // the device's odometer, where it can be after a minute
  EXPECT_DOUBLE_EQ(NextMileage(o, s, b).mileage_km, 100.9);
  // The first fix of a device starts the total at its odometer.
  EXPECT_DOUBLE_EQ(NextMileage(o, DeviceState{}, b).mileage_km, 100.9);
  // Parked jitter does not count, nor does an impossible step.
  EXPECT_DOUBLE_EQ(NextMileage(o, s, Fix(kNow + 60'000, 22.50005, 114.0, 0)).mileage_km, 100);
  EXPECT_DOUBLE_EQ(NextMileage(o, s, Fix(kNow + 60'000, 23.5, 114.0)).mileage_km, 100);
  EXPECT_DOUBLE_EQ(NextMileage(o, DeviceState{}, Fix(kNow, 1, 1)).mileage_km, 0);  // first fix: nothing driven yet
  // Both clamps are options.
  o.max_kmh = 50;  // 1 km in a minute is 60 km/h
  EXPECT_DOUBLE_EQ(NextMileage(o, s, Fix(kNow + 60'000, 22.509, 114.0)).mileage_km, 100);
  o.min_step_m = 0;
  EXPECT_GT(NextMileage(o, s, Fix(kNow + 60'000, 22.50005, 114.0, 0)).mileage_km, 100);
}

TEST(Mileage, AnOdometerThatGoesBackOrJumpsIsNotTrustedForThatStep) {
  MileageOptions o;
  DeviceState s;
  // The audit's readings 1000 → 900 → 5,000,000 → 1001 km, a fix a minute, 1 km apart.
  EXPECT_DOUBLE_EQ(Drive(o, s, Odo(0, 0, 1000)), 1000);
  double t1 = Drive(o, s, Odo(1, 1, 900));  // backwards: the 1 km driven counts
  EXPECT_NEAR(t1, 1001, 0.01);
  double t2 = Drive(o, s, Odo(2, 2, 5'000'000));  // 5 million km in a minute: the distance counts
  EXPECT_NEAR(t2, 1002, 0.01);
  double t3 = Drive(o, s, Odo(3, 3, 1001));  // backwards again
  EXPECT_NEAR(t3, 1003, 0.01);
  double t4 = Drive(o, s, Odo(4, 4, 1002));  // trusted again: +1 km of the device's count
  EXPECT_NEAR(t4, t3 + 1, 1e-9);
  EXPECT_LT(t1, t2);
  EXPECT_LT(t2, t3);
  // Parked with the counter standing still: nothing added.
  EXPECT_NEAR(Drive(o, s, Odo(30, 4, 1002, 0)), t4, 1e-9);
}

TEST(Mileage, AResetOdometerDoesNotMoveTheTotal) {
  MileageOptions o;
  DeviceState s;
  EXPECT_DOUBLE_EQ(Drive(o, s, Odo(0, 0, 50'000)), 50'000);
  double after_reset = Drive(o, s, Odo(1, 1, 0.4));  // counter reset (new unit, firmware): 1 km driven
  EXPECT_NEAR(after_reset, 50'001, 0.01);
  EXPECT_NEAR(Drive(o, s, Odo(2, 2, 1.4)), after_reset + 1.0, 1e-9);      // counts on from the new value
  EXPECT_NEAR(Drive(o, s, Odo(62, 62, 61.4)), after_reset + 61.0, 1e-9);  // an hour at 60 km/h
}

TEST(Mileage, ReadingsCountFromTheLastReadingNotTwice) {
  MileageOptions o;
  DeviceState s;
  Drive(o, s, Odo(0, 0, 1000));
  double between = Drive(o, s, Odo(1, 1, 0));  // a report without the odometer: the distance counts
  EXPECT_NEAR(between, 1001, 0.01);
  // The next reading says 2 km since the last one: the total is 1002, not 1001 + 2.
  EXPECT_NEAR(Drive(o, s, Odo(2, 2, 1002)), 1002, 1e-9);
  // A reading that lags the distance counted (less than the total) never takes the total back.
  Drive(o, s, Odo(3, 3, 0));
  double before = s.mileage_km;
  EXPECT_NEAR(Drive(o, s, Odo(4, 4, 1002.5)), before, 1e-9);
  // Over a long silence, as much as max_kmh allows: 10 h, 600 km.
  EXPECT_NEAR(Drive(o, s, Odo(604, 4, 1602.5)), before + 600, 1e-6);
}

TEST(Mileage, StateWithoutAReadingCountsFromTheTotal) {
  MileageOptions o;
  // Restored from a server that did not keep the reading: the total followed the odometer.
  DeviceState s = After(Odo(0, 0, 0), 1234.5);
  EXPECT_NEAR(NextMileage(o, s, Odo(1, 1, 1235.4)).mileage_km, 1235.4, 1e-9);
  // A device that only now reports an odometer far from the total: the total does not jump to it.
  EXPECT_NEAR(NextMileage(o, s, Odo(1, 1, 80'000)).mileage_km, 1235.5, 0.01);
}

TEST(Mileage, EarlierFixesCountBackFromTheLastReading) {
  MileageOptions o;
  DeviceState s;
  Drive(o, s, Odo(0, 0, 2000));
  Drive(o, s, Odo(1, 1, 100));  // reset: the total is now ~2001 at reading 100
  Drive(o, s, Odo(61, 61, 160));
  const double latest = s.mileage_km;  // ~2061
  Position old = Odo(31, 31, 130);     // back-filled from the blind-area store: 30 km before
  old.back_filled = true;
  MileageStep step = NextMileage(o, s, old);
  EXPECT_NEAR(step.mileage_km, latest - 30, 1e-9);
  EXPECT_FALSE(step.odometer.has_value());  // the state does not move back
  // A reading that cannot be (more than the latest, earlier): the latest total, as without one.
  Position odd = Odo(31, 31, 900);
  odd.back_filled = true;
  EXPECT_DOUBLE_EQ(NextMileage(o, s, odd).mileage_km, latest);
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
