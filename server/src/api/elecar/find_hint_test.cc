// The find-my-bike words for bikes north-east, south, and next to the owner.
#include "api/elecar/find_hint.h"

#include <gtest/gtest.h>

namespace chelian::api::elecar {
namespace {

TEST(FindHint, DirectionAndDistanceInWords) {
  geo::LatLon owner{31.2, 121.4};
  EXPECT_EQ(HintTo(owner, {31.2 + 0.0081, 121.4 + 0.0095}).text, "车辆在您东北方向约1.3公里");
  EXPECT_EQ(HintTo(owner, {31.2 - 0.0027, 121.4}).text, "车辆在您南方向约300米");
  EXPECT_EQ(HintTo(owner, {31.2 + 0.0001, 121.4}).text, "车辆就在您附近（20米内）");
  EXPECT_NEAR(HintTo(owner, {31.2, 121.5}).bearing_deg, 90.0, 0.1);
}

}  // namespace
}  // namespace chelian::api::elecar
