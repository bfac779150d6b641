// Tests of grouping stops into frequent places (经常停留点).
#include "reports/stop_places.h"

#include <gtest/gtest.h>

#include "geo/geo.h"

namespace chelian::reports {
namespace {

Stop StopAt(geo::LatLon p, long long begin_ms, long long minutes) {
  Stop s;
  s.lat = p.lat;
  s.lon = p.lon;
  s.begin_ms = begin_ms;
  s.end_ms = begin_ms + minutes * 60'000;
  return s;
}

TEST(StopPlaces, GroupsNearbyStopsAndOrdersByVisits) {
  geo::LatLon home{22.54, 114.05}, work = geo::Destination(home, 45, 8000), shop = geo::Destination(home, 90, 3000);
  std::vector<Stop> stops;
  long long day = 86'400'000;
  for (int d = 0; d < 5; ++d) {
    stops.push_back(StopAt(geo::Destination(home, d * 70, 40), d * day, 600));      // nights at home, ±40 m
    stops.push_back(StopAt(geo::Destination(work, d * 70, 60), d * day + 9, 480));  // days at work
  }
  stops.push_back(StopAt(shop, 7 * day, 45));
  stops.push_back(StopAt(geo::Destination(shop, 0, 500), 8 * day, 20));  // too short to count
  auto places = GroupStopsByPlace(stops, 200, 30 * 60'000);
  ASSERT_EQ(places.size(), 3u);
  EXPECT_EQ(places[0].stops.size(), 5u);
  EXPECT_EQ(places[0].total_ms, 5 * 600 * 60'000LL);  // home: more time than work
  EXPECT_LT(geo::DistanceM({places[0].lat, places[0].lon}, home), 50);
  EXPECT_EQ(places[1].stops.size(), 5u);
  EXPECT_LT(geo::DistanceM({places[1].lat, places[1].lon}, work), 60);
  EXPECT_EQ(places[2].stops, std::vector<size_t>{10});
}

TEST(StopPlaces, NothingLongEnough) {
  std::vector<Stop> stops{StopAt({22.5, 114.0}, 0, 10)};
  EXPECT_TRUE(GroupStopsByPlace(stops, 200, 30 * 60'000).empty());
}

}  // namespace
}  // namespace chelian::reports
