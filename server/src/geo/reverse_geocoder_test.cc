// Tests of the offline reverse geocoder on the shipped boundary data, at known WGS-84 points, and
// of the point-in-polygon primitives it rests on.
#include "geo/reverse_geocoder.h"

#include <gtest/gtest.h>

namespace chelian::geo {
namespace {

const ReverseGeocoder& Shipped() {
  static auto g = ReverseGeocoder::FromFile(ReverseGeocoder::DefaultDataPath());
  EXPECT_TRUE(g.ok()) << g.status().message();
  return *g.value();
}

std::string AddressAt(double lat, double lon) {
  auto m = Shipped().Lookup({lat, lon});
  return m ? m->Address() : "";
}

TEST(ReverseGeocoderTest, KnownPlaces) {
  EXPECT_GT(Shipped().size(), 3000u);
  EXPECT_EQ(AddressAt(39.9087, 116.3975), "北京市东城区");           // Tiananmen (WGS-84)
  EXPECT_EQ(AddressAt(22.5405, 113.9345), "广东省深圳市南山区");     // Shenzhen, Nanshan
  EXPECT_EQ(AddressAt(31.2304, 121.4737), "上海市黄浦区");           // People's Square
  EXPECT_EQ(AddressAt(30.6570, 104.0660), "四川省成都市锦江区");     // Chunxi Road
  EXPECT_EQ(AddressAt(29.6578, 91.1169), "西藏自治区拉萨市城关区");  // Potala Palace
  EXPECT_EQ(AddressAt(22.2820, 114.1580), "香港特别行政区中西区");
}

TEST(ReverseGeocoderTest, OpenSeaAndFarAwayHaveNoAddress) {
  EXPECT_FALSE(Shipped().Lookup({20.0, 125.0}).has_value());      // Philippine Sea
  EXPECT_FALSE(Shipped().Lookup({48.8566, 2.3522}).has_value());  // Paris
}

TEST(ReverseGeocoderTest, PointsJustOffTheCoastSnapToTheNearestDistrict) {
  // Shekou harbour water: inside no polygon, close to the Shenzhen shore.
  EXPECT_FALSE(Shipped().Lookup({22.45, 113.85}, 0.0).has_value());
  auto m = Shipped().Lookup({22.45, 113.85}, 5.0);
  ASSERT_TRUE(m.has_value());
  EXPECT_TRUE(m->snapped);
  EXPECT_EQ(m->Address(), "广东省深圳市南山区");
}

TEST(ReverseGeocoderTest, RejectsOtherData) {
  EXPECT_FALSE(ReverseGeocoder::FromBytes("not a region file").ok());
  EXPECT_FALSE(ReverseGeocoder::FromBytes(std::string("CHRG\x01\0\0\0\x05\0\0\0", 12)).ok());  // truncated
}

TEST(PointInPolygonTest, EvenOddHandlesHolesAndParts) {
  Ring outer{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  Ring hole{{4, 4}, {6, 4}, {6, 6}, {4, 6}};
  Ring island{{20, 20}, {22, 20}, {22, 22}};
  std::vector<Ring> rings{outer, hole, island};
  EXPECT_TRUE(InsideEvenOdd(rings, {1, 1}));
  EXPECT_FALSE(InsideEvenOdd(rings, {5, 5}));
  EXPECT_TRUE(InsideEvenOdd(rings, {21.5, 20.5}));
  EXPECT_FALSE(InsideEvenOdd(rings, {15, 15}));
  EXPECT_NEAR(DistanceToRings({outer}, {0, 12}), 2.0, 1e-9);
}

}  // namespace
}  // namespace chelian::geo
