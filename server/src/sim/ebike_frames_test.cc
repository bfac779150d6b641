// The simulated e-bikes' reports decoded by the server's own decoders: the battery items, the
// armed bit and the pack-out alarm arrive as the elec-car app and the theft rules read them.
#include "sim/ebike_frames.h"

#include <gtest/gtest.h>

#include "sim/decode_for_test.h"

namespace chelian::sim {
namespace {

Fix Parked() {
  Fix f;
  f.time_ms = 1'720'489'681'000;
  f.where = {22.5333, 113.9304};
  f.valid = true;
  f.satellites = 9;
  return f;
}

TEST(EbikeFrames, Jt808CarriesChargeVoltageAndArmedBit) {
  Jt808Terminal t{"13900180001", false};
  EbikeState bike;
  bike.soc_pct = 64;
  bike.armed = true;
  auto msgs = DecodeWithServer("jt808", {Jt808EbikeLocation(t, 1, Parked(), bike, 1u << 10)});
  ASSERT_EQ(msgs.size(), 1u);
  ASSERT_EQ(msgs[0].positions.size(), 1u) << msgs[0].error;
  const Position& p = msgs[0].positions[0];
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kBatteryPct), 64);
  EXPECT_NEAR(*p.attributes.GetDouble(AttrKey::kVoltageV), 42.0 + 64 * 0.126, 0.051);
  EXPECT_EQ(*p.attributes.GetInt(AttrKey::kStatusFlags) & (1 << 12), 1 << 12);  // armed
  EXPECT_EQ(*p.attributes.GetInt(AttrKey::kStatusFlags) & (1 << 10), 1 << 10);  // motor cut kept
  EXPECT_TRUE(p.alarms.empty());

  bike.armed = false;
  bike.pack_removed = true;
  msgs = DecodeWithServer("jt808", {Jt808EbikeLocation(t, 2, Parked(), bike, 0)});
  const Position& out = msgs.at(0).positions.at(0);
  EXPECT_EQ(*out.attributes.GetInt(AttrKey::kStatusFlags) & (1 << 12), 0);
  EXPECT_EQ(out.attributes.GetDouble(AttrKey::kVoltageV), 0.0);
  EXPECT_FALSE(out.attributes.GetInt(AttrKey::kBatteryPct).has_value());  // no reading without the pack
  EXPECT_EQ(out.alarms, std::vector<AlarmCode>{AlarmCode::kPowerDown});
}

TEST(EbikeFrames, Gt06StatusCarriesArmedChargeAndPowerCut) {
  EbikeState bike;
  bike.soc_pct = 100;
  bike.armed = true;
  Fix f = Parked();
  auto msgs = DecodeWithServer("gt06", {Gt06Login("868518000000004", 1), Gt06EbikeStatus(2, f, bike, true)});
  ASSERT_EQ(msgs.size(), 2u);
  ASSERT_EQ(msgs[1].positions.size(), 1u) << msgs[1].error;
  const Position& p = msgs[1].positions[0];
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kArmed), 1);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kOilCut), 1);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kBatteryPct), 100);
  EXPECT_NEAR(p.lat, 22.5333, 1e-5);
  EXPECT_TRUE(p.alarms.empty());

  bike.pack_removed = true;
  bike.armed = false;
  msgs = DecodeWithServer("gt06", {Gt06Login("868518000000004", 1), Gt06EbikeStatus(3, f, bike, false)});
  const Position& out = msgs.at(1).positions.at(0);
  EXPECT_EQ(out.attributes.GetInt(AttrKey::kArmed), 0);
  EXPECT_EQ(out.alarms, std::vector<AlarmCode>{AlarmCode::kPowerDown});
}

}  // namespace
}  // namespace chelian::sim
