// Tests for distances, bearings and the Chinese coordinate systems.
#include "geo/geo.h"

#include <gtest/gtest.h>

#include "geo/coord_systems.h"

namespace chelian::geo {
namespace {

TEST(Geo, R_CONST_3_DistanceUsesRadius6371000) {
  // One degree of latitude on a 6,371,000 m sphere is 111,194.9 m.
  EXPECT_NEAR(DistanceM({0, 0}, {1, 0}), 111194.93, 0.01);
  // Tiananmen → Shanghai People's Square ≈ 1,067 km.
  EXPECT_NEAR(DistanceM({39.9087, 116.3975}, {31.2304, 121.4737}) / 1000, 1067.3, 1.0);
  EXPECT_EQ(DistanceM({22.5, 114.0}, {22.5, 114.0}), 0.0);
}

TEST(Geo, BearingAndDestinationAgree) {
  EXPECT_NEAR(BearingDeg({0, 0}, {1, 0}), 0.0, 1e-9);
  EXPECT_NEAR(BearingDeg({0, 0}, {0, 1}), 90.0, 1e-9);
  EXPECT_NEAR(BearingDeg({0, 1}, {0, 0}), 270.0, 1e-9);
  LatLon from{22.5431, 114.0579};
  LatLon to = Destination(from, 37.0, 5000);
  EXPECT_NEAR(DistanceM(from, to), 5000, 0.01);
  EXPECT_NEAR(BearingDeg(from, to), 37.0, 1e-3);
}

TEST(Geo, R_CONST_3_ChinaBoundingBox) {
  EXPECT_TRUE(InChina({39.9, 116.4}));
  EXPECT_TRUE(InChina({0.8293, 72.004}));
  EXPECT_FALSE(InChina({0.8292, 100}));
  EXPECT_FALSE(InChina({48.85, 2.35}));  // Paris
  EXPECT_FALSE(InChina({40, 137.8348}));
}

TEST(CoordSystems, Gcj02OffsetIsAFewHundredMetresInChinaAndZeroOutside) {
  LatLon wgs{39.9087, 116.3975};
  LatLon gcj = Wgs84ToGcj02(wgs);
  double offset = DistanceM(wgs, gcj);
  EXPECT_GT(offset, 100);
  EXPECT_LT(offset, 700);
  // Known value of the published algorithm for this point.
  EXPECT_NEAR(gcj.lat, 39.91010, 1e-4);
  EXPECT_NEAR(gcj.lon, 116.40374, 1e-4);
  LatLon paris{48.85, 2.35};
  EXPECT_EQ(Wgs84ToGcj02(paris).lat, paris.lat);
}

TEST(CoordSystems, RoundTripsAreCentimetreExact) {
  for (LatLon p :
       {LatLon{22.5431, 114.0579}, LatLon{31.2304, 121.4737}, LatLon{45.75, 126.65}, LatLon{21.677431, 110.919843}}) {
    EXPECT_LT(DistanceM(p, Gcj02ToWgs84(Wgs84ToGcj02(p))), 0.01);
    EXPECT_LT(DistanceM(p, Bd09ToWgs84(Wgs84ToBd09(p))), 0.05);
    LatLon gcj = Wgs84ToGcj02(p);
    EXPECT_LT(DistanceM(gcj, Bd09ToGcj02(Gcj02ToBd09(gcj))), 0.05);
  }
}

}  // namespace
}  // namespace chelian::geo
