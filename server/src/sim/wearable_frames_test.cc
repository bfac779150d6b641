// The simulator's watch, H02 and OsmAnd frames decoded by the server's own sessions (what the
// simulator sends is what the gateway reads: fixes, battery, steps, SOS), and the command answers
// read by the protocols' own reply readers.
#include "sim/wearable_frames.h"

#include <gtest/gtest.h>

#include "domain/alarm_codes.h"
#include "protocol/registry.h"
#include "sim/decode_for_test.h"

namespace chelian::sim {
namespace {

std::vector<DeviceMessage> Decode(const char* protocol, const std::vector<std::string>& frames) {
  return DecodeWithServer(protocol, frames);
}

Fix SampleFix() {
  Fix f;
  f.time_ms = 1'720'489'681'000;  // 2024-07-09 01:48:01 UTC
  f.where = {22.543096, 114.057865};
  f.speed_kmh = 4.6;
  f.course = 271;
  f.acc = true;
  f.satellites = 9;
  f.battery_pct = 63;
  return f;
}

bool Has(const std::vector<AlarmCode>& alarms, AlarmCode code) {
  return std::find(alarms.begin(), alarms.end(), code) != alarms.end();
}

TEST(WearableFrames, WatchPositionLinkAndSos) {
  Fix fix = SampleFix();
  auto m = Decode("watch", {WatchPosition("8800000015", fix, 1234), WatchLink("8800000015", 1300, 62),
                            WatchSos("8800000015", fix, 1400)});
  ASSERT_EQ(m.size(), 3u);
  for (const auto& x : m) {
    EXPECT_TRUE(x.ok()) << x.error;
    EXPECT_EQ(x.device_id, "8800000015");
  }
  ASSERT_EQ(m[0].positions.size(), 1u);
  const Position& p = m[0].positions[0];
  EXPECT_EQ(p.fix_time_ms, fix.time_ms);
  EXPECT_NEAR(p.lat, 22.543096, 1e-6);
  EXPECT_NEAR(p.lon, 114.057865, 1e-6);
  EXPECT_NEAR(p.speed_kmh, 4.6, 1e-9);
  EXPECT_EQ(m[1].attributes.GetInt(AttrKey::kSteps), 1300);
  EXPECT_EQ(m[1].attributes.GetInt(AttrKey::kBatteryPct), 62);
  EXPECT_FALSE(m[1].replies.empty());  // LK is answered
  ASSERT_EQ(m[2].positions.size(), 1u);
  EXPECT_TRUE(Has(m[2].positions[0].alarms, AlarmCode::kEmergencyAlarm) ||
              Has(m[2].alarms, AlarmCode::kEmergencyAlarm));
}

TEST(WearableFrames, WatchHealthReadings) {
  // Four frames the watch decoder reads as readings; the 7th measurement's heart rate is high.
  for (int n : {0, 6, 10}) {
    std::string frames = WatchHealth("8800000015", n);
    std::vector<std::string> each;
    for (size_t at = 0, end; (end = frames.find(']', at)) != std::string::npos; at = end + 1)
      each.push_back(frames.substr(at, end + 1 - at));
    auto m = Decode("watch", each);
    ASSERT_EQ(m.size(), 4u);
    for (const auto& x : m) EXPECT_TRUE(x.ok() && x.warning.empty()) << x.error << x.warning;
    const int64_t heart = m[0].attributes.GetInt(AttrKey::kHeartRate).value_or(0);
    EXPECT_EQ(heart > 120, n == 6) << heart;
    EXPECT_GT(m[1].attributes.GetInt(AttrKey::kSystolic).value_or(0),
              m[1].attributes.GetInt(AttrKey::kDiastolic).value_or(0));
    EXPECT_EQ(m[2].attributes.GetInt(AttrKey::kSpo2).value_or(0) < 94, n == 10);
    const double temp = m[3].attributes.GetDouble(AttrKey::kBodyTempC).value_or(0);
    EXPECT_TRUE(temp >= 36.0 && temp <= 37.0) << temp;
  }
}

TEST(WearableFrames, H02PositionLinkAndSos) {
  Fix fix = SampleFix();
  auto m = Decode(
      "h02", {H02Position("4210209006", fix), H02Link("4210209006", fix, 2500), H02Position("4210209006", fix, true)});
  ASSERT_EQ(m.size(), 3u);
  for (const auto& x : m) EXPECT_TRUE(x.ok()) << x.error;
  ASSERT_EQ(m[0].positions.size(), 1u);
  const Position& p = m[0].positions[0];
  EXPECT_EQ(p.fix_time_ms, fix.time_ms);
  EXPECT_NEAR(p.lat, 22.543096, 1e-5);
  EXPECT_NEAR(p.lon, 114.057865, 1e-5);
  EXPECT_NEAR(p.speed_kmh, 4.6, 0.02);  // knots with two decimals
  EXPECT_EQ(p.acc, true);
  EXPECT_FALSE(Has(p.alarms, AlarmCode::kEmergencyAlarm));
  EXPECT_EQ(m[1].attributes.GetInt(AttrKey::kSteps), 2500);
  EXPECT_EQ(m[1].attributes.GetInt(AttrKey::kBatteryPct), 63);
  ASSERT_EQ(m[2].positions.size(), 1u);
  EXPECT_TRUE(Has(m[2].positions[0].alarms, AlarmCode::kEmergencyAlarm));
}

TEST(WearableFrames, OsmAndRequest) {
  Fix fix = SampleFix();
  auto m = Decode("osmand", {OsmAndRequest("517823", fix)});
  ASSERT_EQ(m.size(), 1u);
  EXPECT_TRUE(m[0].ok()) << m[0].error;
  ASSERT_EQ(m[0].positions.size(), 1u);
  EXPECT_EQ(m[0].positions[0].fix_time_ms, fix.time_ms);
  EXPECT_NEAR(m[0].positions[0].speed_kmh, 4.6, 0.1);
  EXPECT_EQ(m[0].positions[0].attributes.GetInt(AttrKey::kBatteryPct), 63);
}

TEST(WearableFrames, CommandAnswersAreReadAsAnswers) {
  auto watch = WatchCommandAnswer("[SG*8800000015*0002*CR]");
  ASSERT_TRUE(watch);
  EXPECT_EQ(*watch, "[SG*8800000015*0002*CR]");
  EXPECT_FALSE(WatchCommandAnswer("[SG*8800000015*0002*LK]"));
  auto wm = Decode("watch", {*watch});
  ASSERT_EQ(wm.size(), 1u);
  EXPECT_TRUE(FindProtocol("watch")->parts.read_reply(wm[0], 480).has_value());

  auto h02 = H02CommandAnswer("*HQ,4210209006,S20,101500,1,1#", SampleFix());
  ASSERT_TRUE(h02);
  EXPECT_EQ(h02->substr(0, 36), "*HQ,4210209006,V4,S20,DONE,101500,01");
  EXPECT_FALSE(H02CommandAnswer("*HQ,4210209006,V4,V1,20240709014801#", SampleFix()));
  auto hm = Decode("h02", {*h02});
  ASSERT_EQ(hm.size(), 1u);
  EXPECT_TRUE(hm[0].ok()) << hm[0].error;
  EXPECT_TRUE(FindProtocol("h02")->parts.read_reply(hm[0], 480).has_value());
}

}  // namespace
}  // namespace chelian::sim
