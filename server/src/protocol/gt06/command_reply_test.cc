// Tests for reading GT06 command answers (0x15, 0x21) and status texts out of decoded messages
// (frames built per the JM-VL03 document and decoded by the decoder).
#include "protocol/gt06/command_reply.h"

#include <gtest/gtest.h>

#include "core/bytes.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/decoder.h"
#include "protocol/gt06/packet.h"

namespace chelian::gt06 {
namespace {

TEST(Gt06CommandReplyTest, TextRepliesCarryTheServerFlag) {
  ByteWriter w;
  w.U32(0x00000042).U8(1).Append(std::string_view("Cut off the fuel supply: Success!"));
  Session session;
  session.imei = "868120300000001";
  DeviceMessage m = Decode(BuildFrame(0x21, w.bytes(), 3, true), session, 0);
  auto r = ReadCommandReply(m, 480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, CommandReply::Kind::kText);
  EXPECT_EQ(r->match, 0x42u);
  EXPECT_TRUE(r->ok);
  ByteWriter bad;
  bad.U32(7).U8(1).Append(std::string_view("Error: invalid command"));
  DeviceMessage f = Decode(BuildFrame(0x21, bad.bytes(), 4, true), session, 0);
  EXPECT_FALSE(ReadCommandReply(f, 480)->ok);
}

TEST(Gt06CommandReplyTest, OldStyleReplyCarriesTheFlagToo) {
  // 0x15: length (flag + text), server flag, ASCII text, language word.
  std::string text = "Restore fuel supply: Success!";
  ByteWriter w;
  w.U8(static_cast<uint8_t>(4 + text.size())).U32(0x00000009).Append(std::string_view(text)).U16(0x0002);
  Session session;
  session.imei = "868120300000001";
  auto r = ReadCommandReply(Decode(BuildFrame(0x15, w.bytes(), 6), session, 0), 480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->match, 9u);
  EXPECT_EQ(r->text, text);
  EXPECT_TRUE(r->ok);
}

TEST(Gt06CommandReplyTest, StatusSyncIsAnUplinkText) {
  ByteWriter w;
  w.U8(kInfoStatusSync).Append(std::string_view("ALM1=C4;STA1=C0"));
  Session session;
  session.imei = "868120300000001";
  DeviceMessage m = Decode(BuildFrame(kMsgInfo, w.bytes(), 5, true), session, 0);
  EXPECT_EQ(UplinkText(m), "ALM1=C4;STA1=C0");
  EXPECT_FALSE(ReadCommandReply(m, 480));
}

}  // namespace
}  // namespace chelian::gt06
