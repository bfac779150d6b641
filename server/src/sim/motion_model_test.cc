// Tests that the simulator's motion is plausible: positions stay in the city, speeds and
// distances agree, vehicles park with the ignition off, and the same seed gives the same run.
#include "sim/motion_model.h"

#include <gtest/gtest.h>

namespace chelian::sim {
namespace {

TEST(MotionModel, PlausibleDayOfDriving) {
  const City& city = Cities()[0];
  MotionModel m(42, city, 0);
  Fix prev = m.Advance(0);
  const double start_odometer = prev.odometer_km;
  double max_speed = 0, distance_km = 0;
  int parked_acc_off = 0, moving_acc_on = 0, moving = 0;
  for (long long t = 10'000; t <= 24LL * 3600 * 1000; t += 10'000) {
    Fix f = m.Advance(t);
    EXPECT_TRUE(geo::InChina(f.where));
    EXPECT_LT(geo::DistanceM(f.where, city.places[0].where), 80'000);  // stays around the city
    double step_km = geo::DistanceM(prev.where, f.where) / 1000;
    EXPECT_LE(step_km, 200.0 / 3600 * 10 + 0.05);  // never faster than 200 km/h between fixes
    EXPECT_GE(f.odometer_km, prev.odometer_km);
    distance_km += step_km;
    EXPECT_EQ(m.Advance(t).odometer_km, f.odometer_km);  // advancing to the same time is a no-op
    max_speed = std::max(max_speed, f.speed_kmh);
    if (f.speed_kmh > 0) {
      ++moving;
      moving_acc_on += f.acc;
    } else if (!f.acc) {
      ++parked_acc_off;
    }
    prev = f;
  }
  EXPECT_GT(moving, 500);            // it drives a fair part of the day
  EXPECT_GT(parked_acc_off, 500);    // and parks with the ignition off
  EXPECT_EQ(moving_acc_on, moving);  // never moves with the ignition off
  EXPECT_GT(max_speed, 30);
  EXPECT_GT(distance_km, 50);
  // The odometer counts the path driven: at least the chords between fixes, not wildly more.
  double odometer = prev.odometer_km - start_odometer;
  EXPECT_GE(odometer, distance_km - 1e-6);
  EXPECT_LT(odometer, distance_km * 1.2);
}

TEST(MotionModel, DeterministicPerSeed) {
  MotionModel a(7, Cities()[1], 1000), b(7, Cities()[1], 1000), c(8, Cities()[1], 1000);
  Fix fa = a.Advance(3'600'000), fb = b.Advance(3'600'000), fc = c.Advance(3'600'000);
  EXPECT_EQ(fa.where.lat, fb.where.lat);
  EXPECT_EQ(fa.odometer_km, fb.odometer_km);
  EXPECT_NE(fa.where.lat, fc.where.lat);
}

// A demo fleet is not all asleep at first: a share sets off with the ignition on and drives soon.
TEST(MotionModel, ShareOfFleetStartsOnATrip) {
  int setting_off = 0, driving_soon = 0;
  for (uint32_t seed = 0; seed < 200; ++seed) {
    MotionModel m(seed, Cities()[seed % Cities().size()], 0);
    if (m.Advance(0).acc) ++setting_off;
    if (m.Advance(30'000).speed_kmh > 0) ++driving_soon;
  }
  EXPECT_GT(setting_off, 60);
  EXPECT_LT(setting_off, 140);
  EXPECT_GT(driving_soon, 40);
  MotionOptions parked;
  parked.start_driving_share = 0;
  for (uint32_t seed = 0; seed < 50; ++seed) EXPECT_FALSE(MotionModel(seed, Cities()[0], 0, parked).Advance(0).acc);
}

}  // namespace
}  // namespace chelian::sim
