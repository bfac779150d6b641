// Tests for JT/T 808 packet parsing, escaping and building.
#include "protocol/jt808/packet.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }

TEST(Jt808PacketTest, EscapeVectors) {
  // Traccar Jt808FrameDecoderTest: 7e 30 7d02 08 7d01 55 7e ⇄ 30 7e 08 7d 55.
  bool ok = false;
  EXPECT_EQ(ToHex(Unescape(H("307d02087d0155"), &ok)), "307e087d55");
  EXPECT_TRUE(ok);
  EXPECT_EQ(ToHex(Escape(H("307e087d55"))), "307d02087d0155");
  Unescape(H("307d03"), &ok);
  EXPECT_FALSE(ok);
}

TEST(Jt808PacketTest, Header2013) {
  // go-jt808 reply_test.go: 0x0002 heartbeat, 2013 header.
  auto p = ParseFrame(H("7e000200000123456789017fff0a7e"));
  ASSERT_TRUE(p.ok()) << p.status().message();
  EXPECT_EQ(p->header.msg_id, kMsgHeartbeat);
  EXPECT_FALSE(p->header.v2019);
  EXPECT_EQ(p->header.phone, "012345678901");
  EXPECT_EQ(p->header.serial, 0x7fff);
  EXPECT_TRUE(p->checksum_ok);
  EXPECT_TRUE(p->body.empty());
}

TEST(Jt808PacketTest, Header2019) {
  // go-jt808 reply_test.go: 0x0002 heartbeat, 2019 header (version 1, BCD[10]).
  auto p = ParseFrame(H("7e000240000100000000017299841738ffff027e"));
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p->header.v2019);
  EXPECT_EQ(p->header.version, 1);
  EXPECT_EQ(p->header.phone, "00000000017299841738");
  EXPECT_EQ(p->header.serial, 0xffff);
  EXPECT_TRUE(p->checksum_ok);
}

TEST(Jt808PacketTest, ATerminalNumberThatIsNotBcdIsTheImeiAsAnInteger) {
  // traccar/traccar@9e5c458ad Jt808ProtocolDecoderTest: 0x0102 whose auth code is the base64 of
  // "868935060005020newSnRule" — the 6-byte field 4f07788ef676 is 86893506000502, check digit 0.
  auto p =
      ParseFrame(H("7e010200204f07788ef67601824f4459344f544d314d4459774d4441314d444977626d5633553235536457786cba7e"));
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->header.phone, "868935060005020");
  // Same source, a 0x0200 of another such device: 4eb6fb4ad628 = 86547807000104, check digit 7.
  p =
      ParseFrame(H("7e020000344eb6fb4ad6280001000000000000000301587d0106cbff6600000000000026010112000001040000007b30011"
                   "831010ae80a2003070105019f030190657e"));
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->header.phone, "865478070001047");
  // A 6-byte field too large for 14 digits stays hex.
  p = ParseFrame(H("7e00020000ffffffffffff0001037e"));
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->header.phone, "ffffffffffff");
}

TEST(Jt808PacketTest, SubpackageHeader) {
  // 2019 header with sub-package, RSA and body length 255, as in protocols.md (GO head_2019).
  Bytes frame = H("010264ff02000000000138123456780087000300010000");
  frame.resize(frame.size() + 255, 0);
  auto p = ParseFrame(frame);
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p->header.v2019);
  EXPECT_TRUE(p->header.subpackaged);
  EXPECT_EQ(p->header.encryption(), 1);
  EXPECT_EQ(p->header.declared_body_length(), 255u);
  EXPECT_EQ(p->header.package_total, 3);
  EXPECT_EQ(p->header.package_index, 1);
}

TEST(Jt808PacketTest, CheckCodeThatIsAFlag) {
  // SmallChi (protocols.md): a heartbeat whose check code 0x7E is escaped as 7D 02.
  auto p = ParseFrame(H("7e00020000040021679287002b7d027e"));
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p->checksum_ok);
  EXPECT_TRUE(p->escape_ok);
  EXPECT_EQ(p->header.phone, "040021679287");
}

TEST(Jt808PacketTest, UnescapedSenderDecodedRaw) {
  // A latitude DWORD 015F7D02 sent without escaping: unescaping would corrupt it.
  ReplyAddress to{H("013829655854"), false, 0};
  Bytes body =
      H("00000000000000030"
        "15f7d02"
        "06d0a8ae0032025800"
        "5a250110083000");
  ASSERT_EQ(body.size(), 28u);
  Bytes good = BuildFrame(to, kMsgLocationReport, 12, body);
  // Undo the escaping of the body's 7D (the scripts never escape).
  Bytes raw;
  for (size_t i = 0; i < good.size(); ++i) {
    raw.push_back(good[i]);
    if (good[i] == 0x7d && good[i + 1] == 0x01) ++i;
  }
  auto p = ParseFrame(raw);
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p->checksum_ok);
  EXPECT_TRUE(p->not_escaped);
  EXPECT_EQ(ToHex(p->body), ToHex(body));
}

TEST(Jt808PacketTest, BadChecksumStillParses) {
  auto p = ParseFrame(H("7e000200000123456789017fff0b7e"));
  ASSERT_TRUE(p.ok());
  EXPECT_FALSE(p->checksum_ok);
  EXPECT_EQ(p->header.serial, 0x7fff);
}

TEST(Jt808PacketTest, TooShortIsAnError) {
  EXPECT_FALSE(ParseFrame(H("7e7e")).ok());
  EXPECT_FALSE(ParseFrame(H("7e0002000001237e")).ok());
  EXPECT_FALSE(ParseFrame({}).ok());
  // 2019 flag but only a 2013-sized header.
  EXPECT_FALSE(ParseFrame(H("7e000240000123456789017fff4a7e")).ok());
}

TEST(Jt808PacketTest, BuildRoundTrip2013And2019) {
  ReplyAddress a{H("012345678901"), false, 0};
  Bytes f = BuildFrame(a, kMsgPlatformGeneralReply, 0, H("7fff000200"));
  EXPECT_EQ(ToHex(f), "7e8001000501234567890100007fff0002008e7e");  // go-jt808 reply_test.go
  ReplyAddress b{H("00000000017299841738"), true, 1};
  EXPECT_EQ(ToHex(BuildFrame(b, kMsgPlatformGeneralReply, 0, H("ffff000200"))),
            "7e8001400501000000000172998417380000ffff000200867e");  // go-jt808 reply_test.go
  // A short phone is left-padded.
  ReplyAddress c{H("3829655854"), false, 0};
  auto p = ParseFrame(BuildFrame(c, kMsgHeartbeat, 1, {}));
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->header.phone, "003829655854");
}

}  // namespace
}  // namespace chelian::jt808
