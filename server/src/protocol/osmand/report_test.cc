// The OsmAnd parser on the request shapes phones send: both forms, the three time forms, units
// (knots in the query, m/s in JSON), battery, and the reasons bad requests are refused with.
#include "protocol/osmand/report.h"

#include <gtest/gtest.h>

#include "core/civil_time.h"

namespace chelian::osmand {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

int64_t Utc(int y, int mo, int d, int h, int mi, int s) { return *CivilToEpochMs({y, mo, d, h, mi, s}, 0); }

Result<Report> Query(std::string_view q) {
  Params p;
  AppendParams(q, p);
  return ReadParamsReport(p, kNow);
}

TEST(OsmAndReportTest, TimeInSecondsMillisecondsIsoAndSpaceForm) {
  EXPECT_EQ(ReadTime("1377177267"), 1377177267000);
  EXPECT_EQ(ReadTime("1442068686579"), 1442068686579);
  EXPECT_EQ(ReadTime("2016-01-27T18:55:47Z"), Utc(2016, 1, 27, 18, 55, 47));
  EXPECT_EQ(ReadTime("2025-06-15T13:45:12.862Z"), Utc(2025, 6, 15, 13, 45, 12) + 862);
  EXPECT_EQ(ReadTime("2014-06-04 09:10:11"), Utc(2014, 6, 4, 9, 10, 11));
  EXPECT_EQ(ReadTime("2024-07-30T14:30:00+08:00"), Utc(2024, 7, 30, 6, 30, 0));
  EXPECT_EQ(ReadTime("2024-07-30T14:30:00.5-0130"), Utc(2024, 7, 30, 16, 0, 0) + 500);
  for (const char* bad : {"", "abc", "-5", "12", "2016-13-27T18:55:47Z", "2016-01-27T18:55:47Q", "2016-01-27"})
    EXPECT_FALSE(ReadTime(bad)) << bad;
}

TEST(OsmAndReportTest, QueryFormWithSpeedInKnots) {
  auto r = Query(
      "id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&"
      "ignition=true&rpm=933&fuel=24&batt=87.4&charge=false&accuracy=12.5&altitude=350.5");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->device_id, "123456789012345");
  ASSERT_EQ(r->positions.size(), 1u);
  const Position& p = r->positions[0];
  EXPECT_EQ(p.fix_time_ms, 1504763810000);
  EXPECT_TRUE(p.valid);
  EXPECT_DOUBLE_EQ(p.lat, 40.7232948571);
  EXPECT_DOUBLE_EQ(p.lon, -74.0061408571);
  EXPECT_NEAR(p.speed_kmh, 74.08, 1e-9);  // 40 knots
  EXPECT_NEAR(p.course, 7.19889788244, 1e-9);
  EXPECT_DOUBLE_EQ(p.altitude_m, 350.5);
  EXPECT_EQ(p.acc, true);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kBatteryPct), 87);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kCharging), 0);
  EXPECT_EQ(p.attributes.GetDouble(AttrKey::kAccuracyM), 12.5);
}

TEST(OsmAndReportTest, QueryVariants) {
  auto located = Query("id=123456&timestamp=1377177267&location=60.0,30.0");
  ASSERT_TRUE(located.ok());
  ASSERT_EQ(located->positions.size(), 1u);
  EXPECT_DOUBLE_EQ(located->positions[0].lat, 60.0);
  EXPECT_DOUBLE_EQ(located->positions[0].lon, 30.0);

  auto untimed = Query("lat=60.0&lon=30.0&speed=0.0&heading=90.0&deviceid=123456&valid=false");
  ASSERT_TRUE(untimed.ok());
  EXPECT_EQ(untimed->device_id, "123456");
  EXPECT_EQ(untimed->positions[0].fix_time_ms, kNow);
  EXPECT_FALSE(untimed->positions[0].valid);
  EXPECT_DOUBLE_EQ(untimed->positions[0].course, 90.0);

  auto cells_only = Query("id=123456&timestamp=1377177267&cell=257,02,16,2224&batt=50");
  ASSERT_TRUE(cells_only.ok());
  EXPECT_TRUE(cells_only->positions.empty());
  EXPECT_EQ(cells_only->attributes.GetInt(AttrKey::kBatteryPct), 50);
}

TEST(OsmAndReportTest, BadQueriesAreRefusedWithAReason) {
  struct Case {
    const char* query;
    const char* reason;
  } cases[] = {
      {"timestamp=1377177267&lat=60.0&lon=30.0", "缺少设备号（id 或 deviceid）"},
      {"id=&lat=60&lon=30", "设备号无效（1–64 个可见字符）"},
      {"id=a%20b&lat=60&lon=30", "设备号无效（1–64 个可见字符）"},
      {"id=1&lat=abc&lon=30", "参数 lat 无效"},
      {"id=1&lat=60", "纬度和经度须同时提供"},
      {"id=1&lat=91&lon=30", "经纬度超出范围"},
      {"id=1&lat=60&lon=30&timestamp=yesterday", "参数 timestamp 无效"},
      {"id=1&lat=60&lon=30&speed=fast", "参数 speed 无效"},
      {"id=1&lat=60&lon=30&batt=150", "参数 batt 无效"},
      {"id=1&lat=60&lon=30&location=60", "参数 location 无效"},
      {"id=1&lat=nan&lon=30", "参数 lat 无效"},
  };
  for (const Case& c : cases) {
    auto r = Query(c.query);
    ASSERT_FALSE(r.ok()) << c.query;
    EXPECT_EQ(r.status().message(), c.reason) << c.query;
  }
}

TEST(OsmAndReportTest, JsonFormWithSpeedInMetresPerSecond) {
  auto r = ReadJsonReport(
      R"({"location":{"event":"motionchange","is_moving":false,"timestamp":"2021-07-21T08:06:34.444Z","odometer":0,)"
      R"("coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"heading":63,)"
      R"("altitude":35.7},"battery":{"is_charging":true,"level":0.79},"extras":{}},"device_id":"8737767034"})",
      kNow);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->device_id, "8737767034");
  ASSERT_EQ(r->positions.size(), 1u);
  const Position& p = r->positions[0];
  EXPECT_EQ(p.fix_time_ms, Utc(2021, 7, 21, 8, 6, 34) + 444);
  EXPECT_NEAR(p.speed_kmh, 67.212, 1e-9);  // 18.67 m/s
  EXPECT_DOUBLE_EQ(p.course, 63);
  EXPECT_DOUBLE_EQ(p.altitude_m, 35.7);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kBatteryPct), 79);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kCharging), 1);
  EXPECT_EQ(p.attributes.GetDouble(AttrKey::kAccuracyM), 3.8);
}

TEST(OsmAndReportTest, JsonUnknownValuesAreLeftOutAndNumericIdsTaken) {
  auto r = ReadJsonReport(
      R"({"location":{"coords":{"speed":-1,"longitude":-122.406417,"latitude":37.785834000000001,"heading":-1},)"
      R"("battery":{"level":-1},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":658765})",
      kNow);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->device_id, "658765");
  const Position& p = r->positions.at(0);
  EXPECT_EQ(p.speed_kmh, 0);
  EXPECT_EQ(p.course, 0);
  EXPECT_FALSE(p.attributes.GetInt(AttrKey::kBatteryPct));
}

TEST(OsmAndReportTest, JsonBatchOfLocations) {
  auto r = ReadJsonReport(
      R"({"device_id":"1","location":[{"coords":{"latitude":1,"longitude":2},"timestamp":"2025-01-01T00:00:00Z"},)"
      R"({"coords":{"latitude":3,"longitude":4},"timestamp":"2025-01-01T00:01:00Z"}]})",
      kNow);
  ASSERT_TRUE(r.ok()) << r.status().message();
  ASSERT_EQ(r->positions.size(), 2u);
  EXPECT_DOUBLE_EQ(r->positions[1].lat, 3);
}

TEST(OsmAndReportTest, BadJsonIsRefusedWithAReason) {
  struct Case {
    const char* body;
    const char* reason;
  } cases[] = {
      {"{", "JSON 无法解析"},
      {"[1]", "JSON 无法解析"},
      {R"({"location":{}})", "缺少设备号（device_id）"},
      {R"({"device_id":"1"})", "缺少 location"},
      {R"({"device_id":"1","location":5})", "location 无效"},
      {R"({"device_id":"1","location":{"coords":{"latitude":1}}})", "纬度和经度须同时提供"},
      {R"({"device_id":"1","location":{"coords":{"latitude":100,"longitude":1}}})", "经纬度超出范围"},
      {R"({"device_id":"1","location":{"timestamp":"soon","coords":{"latitude":1,"longitude":1}}})",
       "location.timestamp 无效"},
  };
  for (const Case& c : cases) {
    auto r = ReadJsonReport(c.body, kNow);
    ASSERT_FALSE(r.ok()) << c.body;
    EXPECT_EQ(r.status().message(), c.reason) << c.body;
  }
}

}  // namespace
}  // namespace chelian::osmand
