// The simulator's frames decoded by the server's own protocol decoders: what the simulator sends
// is exactly what the gateway reads.
#include "sim/device_frames.h"

#include <gtest/gtest.h>

#include "protocol/registry.h"
#include "sim/decode_for_test.h"

namespace chelian::sim {
namespace {

std::vector<DeviceMessage> Decode(const char* protocol, const std::vector<Bytes>& frames) {
  return DecodeWithServer(protocol, frames);
}

Fix SampleFix() {
  Fix f;
  f.time_ms = 1'720'489'681'000;  // 2024-07-09 01:48:01 UTC
  f.where = {22.543096, 114.057865};
  f.speed_kmh = 42.5;
  f.course = 271;
  f.acc = true;
  f.valid = true;
  f.satellites = 11;
  f.odometer_km = 12345.6;
  f.fuel_l = 55.5;
  f.overspeed = true;
  return f;
}

TEST(DeviceFrames, Jt808RegisterAuthLocationHeartbeat) {
  for (bool v2019 : {false, true}) {
    Jt808Terminal t{"13800000001", v2019};
    auto msgs = Decode("jt808", {Jt808Register(t, 1, "YUE-B1234"), Jt808Authenticate(t, 2, "13800000001"),
                                 Jt808Location(t, 3, SampleFix()), Jt808Heartbeat(t, 4)});
    ASSERT_EQ(msgs.size(), 4u) << v2019;
    for (const auto& m : msgs) {
      EXPECT_TRUE(m.ok()) << m.error;
      EXPECT_TRUE(m.warning.empty()) << m.warning;
      EXPECT_EQ(m.device_id.find("13800000001") != std::string::npos, true) << m.device_id;
      EXPECT_FALSE(m.replies.empty());
    }
    EXPECT_EQ(msgs[0].msg_id, 0x0100u);
    EXPECT_EQ(msgs[1].msg_id, 0x0102u);
    ASSERT_EQ(msgs[2].positions.size(), 1u);
    const Position& p = msgs[2].positions[0];
    EXPECT_EQ(p.fix_time_ms, 1'720'489'681'000);
    EXPECT_NEAR(p.lat, 22.543096, 1e-6);
    EXPECT_NEAR(p.lon, 114.057865, 1e-6);
    EXPECT_DOUBLE_EQ(p.speed_kmh, 42.5);
    EXPECT_DOUBLE_EQ(p.course, 271);
    EXPECT_EQ(p.satellites, 11);
    EXPECT_EQ(p.acc, true);
    EXPECT_TRUE(p.valid);
    EXPECT_EQ(p.attributes.GetDouble(AttrKey::kMileageKm), 12345.6);
    EXPECT_EQ(p.attributes.GetDouble(AttrKey::kFuelL), 55.5);
    ASSERT_EQ(p.alarms.size(), 1u);
    EXPECT_EQ(p.alarms[0], AlarmCode::kOverSpeed);
  }
}

TEST(DeviceFrames, Gt06LoginLocationHeartbeatSos) {
  Fix f = SampleFix();
  auto msgs = Decode("gt06", {Gt06Login("868512030030004", 1), Gt06Location(2, f), Gt06Heartbeat(3, f), Gt06Sos(4, f)});
  ASSERT_EQ(msgs.size(), 4u);
  for (const auto& m : msgs) {
    EXPECT_TRUE(m.ok()) << m.error;
    EXPECT_TRUE(m.warning.empty()) << m.warning;
    EXPECT_EQ(m.device_id, "868512030030004");
  }
  EXPECT_FALSE(msgs[0].replies.empty());
  ASSERT_EQ(msgs[1].positions.size(), 1u);
  const Position& p = msgs[1].positions[0];
  EXPECT_EQ(p.fix_time_ms, 1'720'489'681'000);
  EXPECT_NEAR(p.lat, 22.543096, 1e-5);
  EXPECT_NEAR(p.lon, 114.057865, 1e-5);
  EXPECT_DOUBLE_EQ(p.speed_kmh, 43);  // GT06 speed is whole km/h (42.5 rounds up)
  EXPECT_DOUBLE_EQ(p.course, 271);
  EXPECT_FALSE(p.back_filled);
  EXPECT_FALSE(msgs[2].replies.empty());
  bool sos = false;
  for (const auto& pos : msgs[3].positions)
    for (AlarmCode c : pos.alarms) sos |= c == AlarmCode::kEmergencyAlarm;
  for (AlarmCode c : msgs[3].alarms) sos |= c == AlarmCode::kEmergencyAlarm;
  EXPECT_TRUE(sos);
}

}  // namespace
}  // namespace chelian::sim
