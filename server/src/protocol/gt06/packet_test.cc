// Tests for GT06 packet parsing, building and the replies of the JM-VL03 document.
#include "protocol/gt06/packet.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/encoder.h"

namespace chelian::gt06 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }

TEST(Gt06PacketTest, ParsesLoginOfTheDocument) {
  auto p = ParseFrame(H("78781101075253367890024270003201000512790d0a"));
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->protocol, kMsgLogin);
  EXPECT_EQ(ToHex(p->content),
            "0752533678900242"
            "7000"
            "3201");
  EXPECT_EQ(p->serial, 5);
  EXPECT_TRUE(p->crc_ok);
  EXPECT_FALSE(p->length_mismatch);
}

TEST(Gt06PacketTest, WrongCrcIsFlaggedNotRejected) {
  auto p = ParseFrame(H("78781101075253367890024270003201000512780d0a"));
  ASSERT_TRUE(p.ok());
  EXPECT_FALSE(p->crc_ok);
}

TEST(Gt06PacketTest, RejectsNonFrames) {
  EXPECT_FALSE(ParseFrame(H("7878")).ok());
  EXPECT_FALSE(ParseFrame(H("787801080d0a")).ok());
  EXPECT_FALSE(ParseFrame(H("7979000101010101")).ok());
  EXPECT_FALSE(ParseFrame(H("1234567890abcdef0d0a")).ok());
  EXPECT_FALSE(ParseFrame({}).ok());
}

TEST(Gt06PacketTest, DocumentReplies) {
  // JM-VL03: login reply, heartbeat reply, alarm reply examples.
  EXPECT_EQ(ToHex(EncodeAck(kMsgLogin, 0x0005)), "7878050100059ff80d0a");
  EXPECT_EQ(ToHex(EncodeAck(kMsgHeartbeat, 0x0100)), "787805130100e1a00d0a");
  EXPECT_EQ(ToHex(EncodeAck(kMsgGpsLbsStatus26, 0x001C)), "78780526001c9d860d0a");
}

TEST(Gt06PacketTest, CommandAndTimeReply) {
  // Traccar Gt06ProtocolEncoderTest: engineStop "Relay,1#" with server flag 0 and serial 0.
  EXPECT_EQ(ToHex(EncodeCommand("Relay,1#", 0, 0)), "787812800c0000000052656c61792c312300009dee0d0a");
  // 2025-01-10 09:06:40 UTC.
  Bytes t = EncodeTimeReply(6, 1'736'500'000'000);
  EXPECT_EQ(ToHex(t).substr(0, 22), "78780b8a19010a09062800");
  EXPECT_TRUE(ParseFrame(t)->crc_ok);
}

TEST(Gt06PacketTest, BuildSwitchesToExtendedForLongContent) {
  Bytes content(300, 'a');
  Bytes f = BuildFrame(kMsgInfo, content, 1);
  EXPECT_EQ(f[0], kStartLong);
  auto p = ParseFrame(f);
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p->extended);
  EXPECT_TRUE(p->crc_ok);
  EXPECT_EQ(p->content.size(), 300u);
}

}  // namespace
}  // namespace chelian::gt06
