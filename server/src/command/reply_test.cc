// Tests for reading command answers out of decoded device messages (frames built in the standard's
// layouts and decoded by the server's own decoders).
#include "command/reply.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/gt06/decoder.h"
#include "protocol/gt06/packet.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/decoder.h"

namespace chelian::command {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }
const jt808::ReplyAddress kTerminal{H("013829655854"), false, 0};

DeviceMessage Jt(uint16_t msg_id, const Bytes& body) {
  jt808::Session session;
  return jt808::Decode(jt808::BuildFrame(kTerminal, msg_id, 5, body), session, 0);
}

TEST(ReplyTest, GeneralReplyNamesSerialAndMessage) {
  auto r = InterpretReply(Jt(jt808::kMsgTerminalGeneralReply, H("0007" "8105" "00")), 480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, CommandReply::Kind::kAck);
  EXPECT_EQ(r->match, 7u);
  EXPECT_EQ(r->msg_id, 0x8105);
  EXPECT_TRUE(r->ok);
  EXPECT_EQ(r->text, "终端已执行");
  auto unsupported = InterpretReply(Jt(jt808::kMsgTerminalGeneralReply, H("0008" "8900" "03")), 480);
  EXPECT_FALSE(unsupported->ok);
  EXPECT_EQ(unsupported->text, "终端不支持该指令");
  // An acknowledgement of a terminal message is not a command answer.
  EXPECT_FALSE(InterpretReply(Jt(jt808::kMsgTerminalGeneralReply, H("0008" "0200" "00")), 480));
}

TEST(ReplyTest, Jt808TextAnswersNameTheirCommandBySerialOrByTime) {
  // 0x1300: answer serial + UTF-16BE text.
  auto vendor = InterpretReply(Jt(jt808::kMsgTextReply, H("0009" "004F004B")), 480);
  ASSERT_TRUE(vendor);
  EXPECT_EQ(vendor->kind, CommandReply::Kind::kText);
  EXPECT_EQ(vendor->match, 9u);
  EXPECT_EQ(vendor->msg_id, jt808::kMsgTextMessage);
  EXPECT_EQ(vendor->text, "OK");
  EXPECT_TRUE(vendor->ok);
  // 0x6006 (BSJ): encoding byte + GBK text, no serial; a failure reads as one.
  auto report = InterpretReply(Jt(jt808::kMsgTextReport, H("00" "4D442C53455420434F4E464947204552524F52")), 480);
  ASSERT_TRUE(report);
  EXPECT_EQ(report->kind, CommandReply::Kind::kText);
  EXPECT_EQ(report->match, 0u);
  EXPECT_EQ(report->text, "MD,SET CONFIG ERROR");
  EXPECT_FALSE(report->ok);
  // An empty text answers nothing.
  EXPECT_FALSE(InterpretReply(Jt(jt808::kMsgTextReport, H("00")), 480));
}

TEST(ReplyTest, ParameterListIsNamed) {
  auto r = InterpretReply(
      Jt(jt808::kMsgParameterQueryReply,
         H("0009" "03" "00000001" "04" "0000003c" "00000013" "07" "312e322e332e34" "00000029" "04" "0000001e")),
      480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->msg_id, jt808::kMsgQueryParameters);
  EXPECT_EQ(r->match, 9u);
  EXPECT_EQ(r->text, "参数: 心跳间隔60秒; 主服务器1.2.3.4; 上报间隔30秒");
}

TEST(ReplyTest, LocationAnswerReadsAsText) {
  // ack 0x000a, positioned, 22.940480 N 114.338912 E, 36.5 km/h, 2024-03-01 08:30:00 (GMT+8).
  auto r = InterpretReply(Jt(jt808::kMsgLocationQueryReply, H("000a" "00000000" "00000002" "015e0b40" "06d0ac60" "0010"
                                                               "016d" "0000" "240301083000")),
                          480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->msg_id, jt808::kMsgLocationQuery);
  EXPECT_EQ(r->text, "位置: 已定位 经度114.338912 纬度22.940480 速度36.5km/h 时间2024-03-01 08:30:00");
}

TEST(ReplyTest, CameraAnswerAndUpload) {
  auto r = InterpretReply(Jt(jt808::kMsgCameraShotReply, H("000b" "00" "0001" "00000021")), 480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->media_ids, "33");
  EXPECT_EQ(r->text, "已拍照，照片上传中");
  // 0x0801 event 0 (taken on platform command), 2011 layout: JPEG data at once.
  auto upload = InterpretReply(Jt(jt808::kMsgMultimediaData, H("00000021" "00" "00" "00" "01" "ffd8ffe0ffd9")), 480);
  ASSERT_TRUE(upload);
  EXPECT_EQ(upload->kind, CommandReply::Kind::kMedia);
  EXPECT_EQ(upload->media_ids, "33");
  // Event 2 (robbery alarm) is not an answer.
  EXPECT_FALSE(InterpretReply(Jt(jt808::kMsgMultimediaData, H("00000022" "00" "00" "02" "01" "ffd8ffd9")), 480));
}

TEST(ReplyTest, Gt06TextRepliesCarryTheServerFlag) {
  ByteWriter w;
  w.U32(0x00000042).U8(1).Append(std::string_view("Cut off the fuel supply: Success!"));
  gt06::Session session;
  session.imei = "868120300000001";
  DeviceMessage m = gt06::Decode(gt06::BuildFrame(0x21, w.bytes(), 3, true), session, 0);
  auto r = InterpretReply(m, 480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, CommandReply::Kind::kText);
  EXPECT_EQ(r->match, 0x42u);
  EXPECT_TRUE(r->ok);
  ByteWriter bad;
  bad.U32(7).U8(1).Append(std::string_view("Error: invalid command"));
  DeviceMessage f = gt06::Decode(gt06::BuildFrame(0x21, bad.bytes(), 4, true), session, 0);
  EXPECT_FALSE(InterpretReply(f, 480)->ok);
}

TEST(ReplyTest, AttributesAnswerTheOldestVersionQuery) {
  ByteWriter w;
  w.U16(0x0006).FixedString("CHLSM", 5).FixedString("CL-SIM-808", 20).FixedString("0000001", 7);
  w.Append(H("89860477012070271501")).U8(5).Append(std::string_view("HW2.1")).U8(9).Append(std::string_view("SIM-1.4.0"));
  w.U8(3).U8(1);
  auto r = InterpretReply(Jt(jt808::kMsgAttributesReply, w.bytes()), 480);
  ASSERT_TRUE(r);
  EXPECT_TRUE(r->any_serial);
  EXPECT_EQ(r->msg_id, jt808::kMsgQueryAttributes);
  EXPECT_EQ(r->text, "型号CL-SIM-808 硬件版本HW2.1 软件版本SIM-1.4.0");
}

TEST(ReplyTest, RegistrationIsNotReadyForCommands) {
  EXPECT_FALSE(ReadyForCommands(Jt(jt808::kMsgRegister, Bytes(37, 0))));
  EXPECT_TRUE(ReadyForCommands(Jt(jt808::kMsgHeartbeat, {})));
}

TEST(ReplyTest, Gt06OldStyleReplyCarriesTheFlagToo) {
  // 0x15: length (flag + text), server flag, ASCII text, language word.
  std::string text = "Restore fuel supply: Success!";
  ByteWriter w;
  w.U8(static_cast<uint8_t>(4 + text.size())).U32(0x00000009).Append(std::string_view(text)).U16(0x0002);
  gt06::Session session;
  session.imei = "868120300000001";
  auto r = InterpretReply(gt06::Decode(gt06::BuildFrame(0x15, w.bytes(), 6), session, 0), 480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->match, 9u);
  EXPECT_EQ(r->text, text);
  EXPECT_TRUE(r->ok);
}

TEST(ReplyTest, LocationsAreNotAnswers) {
  EXPECT_FALSE(InterpretReply(Jt(jt808::kMsgLocationReport, H("00000000" "00000002" "015e0b40" "06d0ac60" "0010" "0000"
                                                               "0000" "240301083000")),
                              480));
}

}  // namespace
}  // namespace chelian::command
