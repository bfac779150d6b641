// Tests of the track reply's columns form (D175) on hand-made points: differences, the printed
// digits as integers (negative values too), the stop's span, and a device's absurd odometer, which
// the list prints as it is and the columns give as 0 (no browser number could hold its digits).
#include "api/track/track_json.h"

#include <gtest/gtest.h>

#include <boost/json/serialize.hpp>

#include "core/json.h"

namespace chelian::api::track {
namespace {

LoadedTrack TwoPoints(double second_mileage) {
  LoadedTrack t;
  t.vehicle.asset_id = 9;
  t.vehicle.plate = "粤B1";
  reports::TrackSample a{.time_ms = 1'700'000'000'400,
                         .lat = 22.5,
                         .lon = -0.000001,
                         .speed_kmh = 36.04,
                         .course = 90,
                         .mileage_km = 10.005,
                         .acc = 1};
  reports::TrackSample b = a;
  b.time_ms += 61'000;
  b.lat = 22.499999;
  b.mileage_km = second_mileage;
  b.acc = 0;
  b.back_filled = true;
  t.samples = {a, b};
  t.battery = {-1, 80};
  t.points = {{.index = 0},
              {.index = 1,
               .state = reports::kPointStopped,
               .duration_ms = 600'000,
               .stop_begin_ms = b.time_ms,
               .stop_end_ms = b.time_ms + 600'000}};
  return t;
}

boost::json::value Parsed(const std::string& text) {
  bool ok = false;
  boost::json::value v = ParseJson(text, &ok);
  EXPECT_TRUE(ok) << text;
  return v;
}

TEST(TrackColumnsJson, ThePrintedDigitsAsIntegersAndDifferences) {
  std::string out;
  AppendTrackColumnsJson(out, TwoPoints(10.015), 480);
  boost::json::value v = Parsed(out);
  EXPECT_EQ(v.at("total").as_int64(), 2);
  const auto& data = v.at("data").as_object();
  EXPECT_EQ(data.at("plate").as_string(), "粤B1");
  EXPECT_EQ(data.at("zone").as_int64(), 480);
  EXPECT_FALSE(data.contains("trackList"));
  const auto& c = data.at("columns").as_object();
  auto column = [&](const char* key) { return boost::json::serialize(c.at(key)); };
  EXPECT_EQ(column("t"), "[1700000000,61]");
  EXPECT_EQ(column("a"), "[22500000,-1]");
  EXPECT_EQ(column("o"), "[-1,0]");
  EXPECT_EQ(column("s"), "[360,0]");   // a stop point's speed is 0, as in the list
  EXPECT_EQ(column("g"), "[1001,1]");  // 10.005 prints 10.01 (its double is just above), 10.015 → 10.02
  EXPECT_EQ(column("f"), "[2,7]");     // i; then e (ACC off) | i | b
  EXPECT_EQ(column("x"), "[1,2]");
  EXPECT_EQ(column("m"), "[0,600]");
  EXPECT_EQ(column("p"), "[-1,80]");
  EXPECT_EQ(column("date"), "[[1,1700000061,1700000661]]");

  std::string list;
  AppendTrackReplyJson(list, TwoPoints(10.015), 480);
  const boost::json::value parsed = Parsed(list);
  const auto& points = parsed.at("data").at("trackList").as_array();
  EXPECT_DOUBLE_EQ(points.at(0).at("g").as_double(), 10.01);
  EXPECT_DOUBLE_EQ(points.at(1).at("g").as_double(), 10.02);
  EXPECT_EQ(points.at(1).at("date").as_string(), "2023-11-15 06:14:21~~2023-11-15 06:24:21");
}

TEST(TrackColumnsJson, AnAbsurdOdometerIsZero) {
  std::string out;
  AppendTrackColumnsJson(out, TwoPoints(1e300), 480);
  const boost::json::value parsed = Parsed(out);
  const auto& g = parsed.at("data").at("columns").at("g").as_array();
  EXPECT_EQ(g.at(0).as_int64(), 1001);
  EXPECT_EQ(g.at(1).as_int64(), -1001);  // 0 less the first
}

}  // namespace
}  // namespace chelian::api::track
