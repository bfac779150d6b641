// Tests for the terminal's answers to commands: 0x0805 camera shot reply, 0x0107 terminal
// attributes and 0x0500 vehicle control reply, built in the standard's layouts.
#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/decoder.h"

namespace chelian::jt808 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }
const ReplyAddress kTerminal{H("013829655854"), false, 0};

DeviceMessage DecodeBody(uint16_t msg_id, const Bytes& body) {
  Session session;
  return Decode(BuildFrame(kTerminal, msg_id, 9, body), session, 0);
}

TEST(Jt808CommandReplyTest, CameraShotReplyListsMediaIds) {
  DeviceMessage m = DecodeBody(kMsgCameraShotReply, H("0007"
                                                      "00"
                                                      "0002"
                                                      "00000011"
                                                      "00000012"));
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kAckSerial), 7);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kAckResult), 0);
  EXPECT_EQ(m.attributes.GetString(AttrKey::kMediaIds), "17,18");
  DeviceMessage failed = DecodeBody(kMsgCameraShotReply, H("0008"
                                                           "02"));
  ASSERT_TRUE(failed.ok());
  EXPECT_EQ(failed.attributes.GetInt(AttrKey::kAckResult), 2);
  EXPECT_FALSE(failed.attributes.GetString(AttrKey::kMediaIds));
}

TEST(Jt808CommandReplyTest, AttributesReplyGivesVersions) {
  ByteWriter w;
  w.U16(0x0006).FixedString("BSJ", 5).FixedString("A6-4G", 20).FixedString("T001", 7);
  w.Append(H("89860477012070271501"));
  w.U8(4).Append(std::string_view("H1.0")).U8(6).Append(std::string_view("V2.3.1")).U8(3).U8(1);
  DeviceMessage m = DecodeBody(kMsgAttributesReply, w.bytes());
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetString(AttrKey::kModel), "A6-4G");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kHardwareVersion), "H1.0");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kSoftwareVersion), "V2.3.1");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kIccid), "89860477012070271501");
  EXPECT_FALSE(DecodeBody(kMsgAttributesReply, H("0006")).ok());
}

TEST(Jt808CommandReplyTest, VehicleControlReplyCarriesAPosition) {
  // ack serial 3, then a 0x0200 body: doors locked (status bit 12), positioned.
  DeviceMessage m = DecodeBody(kMsgVehicleControlReply, H("0003"
                                                          "00000000"
                                                          "00001002"
                                                          "015e0b40"
                                                          "06d0ac60"
                                                          "0010"
                                                          "0000"
                                                          "0000"
                                                          "250102030405"));
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kAckSerial), 3);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_NEAR(m.positions[0].lat, 22.940480, 1e-6);
}

}  // namespace
}  // namespace chelian::jt808
