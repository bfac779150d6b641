// The simulated e-bike's habits and thefts over a constructed sequence of fixes.
#include "sim/ebike_model.h"

#include <gtest/gtest.h>

namespace chelian::sim {
namespace {

Fix At(long long minute, bool riding, double odometer_km) {
  Fix f;
  f.time_ms = 1'720'489'680'000 + minute * 60'000;
  f.acc = riding;
  f.speed_kmh = riding ? 18 : 0;
  f.odometer_km = odometer_km;
  return f;
}

TEST(EbikeModel, OwnerDisarmsToRideArmsAfterParkingAndChargeFollowsDistance) {
  EbikeOptions o;
  o.theft_ride_chance = 0;
  o.pack_removal_chance = 0;
  EbikeModel m(1, o);
  const double start = m.Advance(At(0, false, 100)).soc_pct;
  EXPECT_TRUE(m.state().armed);  // found parked: armed
  EXPECT_FALSE(m.Advance(At(1, true, 100)).armed);
  EXPECT_NEAR(m.Advance(At(11, true, 105)).soc_pct, start - 10, 1e-9);  // 5 km at 0.5 km per %
  EXPECT_TRUE(m.Advance(At(12, false, 105)).armed);
  EXPECT_FALSE(m.state().pack_removed);
  EXPECT_GT(m.state().PackVolts(), 42);
}

TEST(EbikeModel, ChargesWhenLowWhileParked) {
  EbikeOptions o;
  o.theft_ride_chance = 0;
  o.pack_removal_chance = 0;
  EbikeModel m(2, o);
  const double soc = m.Advance(At(0, true, 0)).soc_pct;
  const double km = (soc - 10) * o.km_per_pct;
  EXPECT_NEAR(m.Advance(At(60, true, km)).soc_pct, 10, 1e-9);  // ridden down to 10 %
  EXPECT_FALSE(m.state().charging);
  EXPECT_NEAR(m.Advance(At(61, false, km)).soc_pct, 11, 1e-9);  // parked: on the charger, 1 % a minute
  EXPECT_TRUE(m.state().charging);
  EXPECT_NEAR(m.Advance(At(71, false, km)).soc_pct, 21, 1e-9);
}

TEST(EbikeModel, TheftsRideArmedOrTakeThePackThenThePlatformDecides) {
  EbikeOptions o;
  o.theft_ride_chance = 1;
  o.pack_removal_chance = 1;
  EbikeModel m(3, o);
  m.Advance(At(0, false, 10));
  EXPECT_TRUE(m.Advance(At(1, true, 10)).theft_ride);  // rode off still armed
  EXPECT_TRUE(m.state().armed);
  m.Advance(At(5, false, 11));  // parked, armed; the pack goes at the next report
  EXPECT_FALSE(m.state().pack_removed);
  EXPECT_TRUE(m.Advance(At(6, false, 11)).pack_removed);
  EXPECT_EQ(m.state().PackVolts(), 0);
  m.SetArmed(false);  // 撤防 from the platform
  m.Advance(At(7, false, 11));
  EXPECT_FALSE(m.state().armed);
  EXPECT_FALSE(m.Advance(At(8, true, 11)).pack_removed);  // put back before the next ride
}

}  // namespace
}  // namespace chelian::sim
