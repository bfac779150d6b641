// Tests for 3G* watch frames: header fields (with and without the ZJ index), escapes, length
// checks, bad headers, frames the platform builds (Traccar's asserted encoder frames) and the
// message type table.
#include "protocol/watch/packet.h"

#include <gtest/gtest.h>

#include "protocol/watch/constants.h"

namespace chelian::watch {
namespace {

Bytes B(std::string_view s) { return Bytes(s.begin(), s.end()); }
std::string S(const Bytes& b) { return std::string(b.begin(), b.end()); }

TEST(WatchPacketTest, ReadsTheHeader) {
  auto p = ParseFrame(B("[SG*8800000015*000D*LK,50,100,100]"));
  ASSERT_TRUE(p.ok()) << p.status().message();
  EXPECT_EQ(p->maker, "SG");
  EXPECT_EQ(p->device_id, "8800000015");
  EXPECT_FALSE(p->index.has_value());
  EXPECT_EQ(p->declared_length, 13u);
  EXPECT_EQ(p->content, "LK,50,100,100");
  EXPECT_FALSE(p->length_mismatch);
  EXPECT_EQ(p->type(), "LK");
  EXPECT_EQ(p->fields(), "50,100,100");
  auto bare = ParseFrame(B("[3G*8800000015*0003*TKQ]"));
  ASSERT_TRUE(bare.ok());
  EXPECT_EQ(bare->type(), "TKQ");
  EXPECT_EQ(bare->fields(), "");
}

TEST(WatchPacketTest, ZjDevicesSendAnIndex) {
  // [TR WatchProtocolDecoderTest] ZJ frames: index 0075, length 0064.
  auto p =
      ParseFrame(B("[ZJ*014111001332708*0075*0064*AL,040418,052156,A,22.536207,N,113.938673,E,0,0,0,5,100,82,1000,"
                   "50,00100000,1,255,460,0,9340,3663,35]"));
  ASSERT_TRUE(p.ok()) << p.status().message();
  EXPECT_EQ(p->index, "0075");
  EXPECT_EQ(p->declared_length, 0x64u);
  EXPECT_FALSE(p->length_mismatch);
  EXPECT_EQ(p->type(), "AL");
  // A content that merely starts with four hex digits is not taken for an index.
  auto q = ParseFrame(B("[CS*1234567890*0004*ABCD]"));
  ASSERT_TRUE(q.ok());
  EXPECT_FALSE(q->index.has_value());
  EXPECT_EQ(q->content, "ABCD");
}

TEST(WatchPacketTest, UnescapesAndChecksTheLength) {
  // [TR WatchFrameDecoderTest]: } [ ] , * escaped as 7D 01 … 7D 05; LLLL counts the unescaped bytes.
  Bytes frame = B("[CS*1234567890*000e*TK,#!AMR");
  for (uint8_t b : {0x7D, 0x01, 0x7D, 0x02, 0x7D, 0x03, 0x7D, 0x04, 0x7D, 0x05, 0xFF}) frame.push_back(b);
  frame.push_back(']');
  auto p = ParseFrame(frame);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->content, "TK,#!AMR}[],*\xff");
  EXPECT_FALSE(p->length_mismatch);
  // Several of Traccar's captures carry a wrong length: read, and flagged.
  auto wrong = ParseFrame(B("[SG*9081000548*0009*LK,0,100]"));
  ASSERT_TRUE(wrong.ok());
  EXPECT_TRUE(wrong->length_mismatch);
}

TEST(WatchPacketTest, RefusesWhatIsNoFrame) {
  for (std::string_view bad :
       {"", "[", "[]", "SG*8800000015*0002*LK]", "[SG*8800000015*0002*LK", "[S*8800000015*0002*LK]",
        "[S!*8800000015*0002*LK]", "[SG**0002*LK]", "[SG*88-00*0002*LK]", "[SG*8800000015*00X2*LK]",
        "[SG*8800000015*002*LK]", "[SG*8800000015]", "[SG*123456789012345678901234567890123*0002*LK]"}) {
    EXPECT_FALSE(ParseFrame(B(bad)).ok()) << bad;
  }
}

TEST(WatchPacketTest, BuildsTraccarsEncoderFrames) {
  // [TR WatchProtocolEncoderTest]: lower-case hex lengths.
  EXPECT_EQ(S(BuildFrame("CS", "123456789012345", std::nullopt, "RESET")), "[CS*123456789012345*0005*RESET]");
  EXPECT_EQ(S(BuildFrame("CS", "123456789012345", std::nullopt, "SOS1,123456789")),
            "[CS*123456789012345*000e*SOS1,123456789]");
  EXPECT_EQ(S(BuildFrame("CS", "123456789012345", std::nullopt, "WORK,6-9,11-13,13-15,17-19")),
            "[CS*123456789012345*001a*WORK,6-9,11-13,13-15,17-19]");
  EXPECT_EQ(S(BuildFrame("CS", "123456789012345", std::nullopt, "LZ,,+1")), "[CS*123456789012345*0006*LZ,,+1]");
  // Replies keep the device's maker and index (protocols.md §4).
  EXPECT_EQ(S(BuildFrame("3G", "6907919734", std::nullopt, "AL")), "[3G*6907919734*0002*AL]");
  EXPECT_EQ(S(BuildFrame("ZJ", "689466020014198", std::string("0003"), "AL")), "[ZJ*689466020014198*0003*0002*AL]");
}

TEST(WatchPacketTest, NamesMessageTypes) {
  EXPECT_EQ(MessageId("LK"), kMsgLink);
  EXPECT_EQ(MessageId("UD"), kMsgPosition);
  EXPECT_EQ(MessageId("UD2"), kMsgBlindPosition);
  EXPECT_EQ(MessageId("UD_LTE"), kMsgPositionLte);
  EXPECT_EQ(MessageId("UD_NBIOT"), kMsgPosition);  // UD… variants by their prefix
  EXPECT_EQ(MessageId("AL_LTE"), kMsgAlarm);
  EXPECT_EQ(MessageId("ALCUSTOMER1"), kMsgAlarm);
  EXPECT_EQ(MessageId("WT"), kMsgWifiPosition);
  EXPECT_EQ(MessageId("pulse"), kMsgHeart);  // health types in any case
  EXPECT_EQ(MessageId("Btemp2"), kMsgTemperature);
  EXPECT_EQ(MessageId("CR"), kMsgLocateNow);  // the keywords of commands, echoed
  EXPECT_EQ(MessageId("UPLOAD"), kMsgUpload);
  EXPECT_EQ(MessageId("rcapture"), kMsgOtherCommand);
  EXPECT_EQ(MessageId(""), kMsgUnknown);
  EXPECT_EQ(MessageName(kMsgBlindPosition), "UD2");
  EXPECT_EQ(MessageName(kMsgUpload), "UPLOAD");
  EXPECT_EQ(MessageName(kMsgOtherCommand), "?");
}

}  // namespace
}  // namespace chelian::watch
