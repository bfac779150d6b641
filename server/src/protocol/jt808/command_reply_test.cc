// Tests for reading JT/T 808 command answers out of decoded messages (frames built in the
// standard's layouts and decoded by the decoder).
#include "protocol/jt808/command_reply.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/decoder.h"

namespace chelian::jt808 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }
const ReplyAddress kTerminal{H("013829655854"), false, 0};

DeviceMessage Jt(uint16_t msg_id, const Bytes& body) {
  Session session;
  return Decode(BuildFrame(kTerminal, msg_id, 5, body), session, 0);
}

TEST(Jt808CommandReplyTest, GeneralReplyNamesSerialAndMessage) {
  auto r = ReadCommandReply(Jt(kMsgTerminalGeneralReply, H("0007"
                                                           "8105"
                                                           "00")),
                            480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, CommandReply::Kind::kAck);
  EXPECT_EQ(r->match, 7u);
  EXPECT_EQ(r->msg_id, 0x8105);
  EXPECT_TRUE(r->ok);
  EXPECT_EQ(r->text, "终端已执行");
  auto unsupported = ReadCommandReply(Jt(kMsgTerminalGeneralReply, H("0008"
                                                                     "8900"
                                                                     "03")),
                                      480);
  EXPECT_FALSE(unsupported->ok);
  EXPECT_EQ(unsupported->text, "终端不支持该指令");
  // An acknowledgement of a terminal message is not a command answer.
  EXPECT_FALSE(ReadCommandReply(Jt(kMsgTerminalGeneralReply, H("0008"
                                                               "0200"
                                                               "00")),
                                480));
}

TEST(Jt808CommandReplyTest, Jt808TextAnswersNameTheirCommandBySerialOrByTime) {
  // 0x1300: answer serial + UTF-16BE text.
  auto vendor = ReadCommandReply(Jt(kMsgTextReply, H("0009"
                                                     "004F004B")),
                                 480);
  ASSERT_TRUE(vendor);
  EXPECT_EQ(vendor->kind, CommandReply::Kind::kText);
  EXPECT_EQ(vendor->match, 9u);
  EXPECT_EQ(vendor->msg_id, kMsgTextMessage);
  EXPECT_EQ(vendor->text, "OK");
  EXPECT_TRUE(vendor->ok);
  // 0x6006 (BSJ): encoding byte + GBK text, no serial; a failure reads as one.
  auto report = ReadCommandReply(Jt(kMsgTextReport, H("00"
                                                      "4D442C53455420434F4E464947204552524F52")),
                                 480);
  ASSERT_TRUE(report);
  EXPECT_EQ(report->kind, CommandReply::Kind::kText);
  EXPECT_EQ(report->match, 0u);
  EXPECT_EQ(report->text, "MD,SET CONFIG ERROR");
  EXPECT_FALSE(report->ok);
  // An empty text answers nothing.
  EXPECT_FALSE(ReadCommandReply(Jt(kMsgTextReport, H("00")), 480));
}

TEST(Jt808CommandReplyTest, ParameterListIsNamed) {
  auto r = ReadCommandReply(Jt(kMsgParameterQueryReply, H("0009"
                                                          "03"
                                                          "00000001"
                                                          "04"
                                                          "0000003c"
                                                          "00000013"
                                                          "07"
                                                          "312e322e332e34"
                                                          "00000029"
                                                          "04"
                                                          "0000001e")),
                            480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->msg_id, kMsgQueryParameters);
  EXPECT_EQ(r->match, 9u);
  EXPECT_EQ(r->text, "参数: 心跳间隔60秒; 主服务器1.2.3.4; 上报间隔30秒");
}

TEST(Jt808CommandReplyTest, LocationAnswerReadsAsText) {
  // ack 0x000a, positioned, 22.940480 N 114.338912 E, 36.5 km/h, 2024-03-01 08:30:00 (GMT+8).
  auto r = ReadCommandReply(Jt(kMsgLocationQueryReply, H("000a"
                                                         "00000000"
                                                         "00000002"
                                                         "015e0b40"
                                                         "06d0ac60"
                                                         "0010"
                                                         "016d"
                                                         "0000"
                                                         "240301083000")),
                            480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->msg_id, kMsgLocationQuery);
  EXPECT_EQ(r->text, "位置: 已定位 经度114.338912 纬度22.940480 速度36.5km/h 时间2024-03-01 08:30:00");
}

TEST(Jt808CommandReplyTest, CameraAnswerAndUpload) {
  auto r = ReadCommandReply(Jt(kMsgCameraShotReply, H("000b"
                                                      "00"
                                                      "0001"
                                                      "00000021")),
                            480);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->media_ids, "33");
  EXPECT_EQ(r->text, "已拍照，照片上传中");
  // 0x0801 event 0 (taken on platform command), 2011 layout: JPEG data at once.
  auto upload = ReadCommandReply(Jt(kMsgMultimediaData, H("00000021"
                                                          "00"
                                                          "00"
                                                          "00"
                                                          "01"
                                                          "ffd8ffe0ffd9")),
                                 480);
  ASSERT_TRUE(upload);
  EXPECT_EQ(upload->kind, CommandReply::Kind::kMedia);
  EXPECT_EQ(upload->media_ids, "33");
  EXPECT_EQ(upload->msg_id, kMsgCameraShot);  // the command it answers
  // Event 2 (robbery alarm) is not an answer.
  EXPECT_FALSE(ReadCommandReply(Jt(kMsgMultimediaData, H("00000022"
                                                         "00"
                                                         "00"
                                                         "02"
                                                         "01"
                                                         "ffd8ffd9")),
                                480));
}

TEST(Jt808CommandReplyTest, AttributesAnswerTheOldestVersionQuery) {
  ByteWriter w;
  w.U16(0x0006).FixedString("CHLSM", 5).FixedString("CL-SIM-808", 20).FixedString("0000001", 7);
  w.Append(H("89860477012070271501"))
      .U8(5)
      .Append(std::string_view("HW2.1"))
      .U8(9)
      .Append(std::string_view("SIM-1.4.0"));
  w.U8(3).U8(1);
  auto r = ReadCommandReply(Jt(kMsgAttributesReply, w.bytes()), 480);
  ASSERT_TRUE(r);
  EXPECT_TRUE(r->any_serial);
  EXPECT_EQ(r->msg_id, kMsgQueryAttributes);
  EXPECT_EQ(r->text, "型号CL-SIM-808 硬件版本HW2.1 软件版本SIM-1.4.0");
}

TEST(Jt808CommandReplyTest, PassThroughIsAnUplinkText) {
  EXPECT_EQ(UplinkText(Jt(kMsgTransparentUp, H("f0"
                                               "48656c6c6f"))),
            "Hello");
  EXPECT_EQ(UplinkText(Jt(kMsgTransparentUp, H("f0"
                                               "0102"))),
            "透传数据(十六进制): 0102");
  EXPECT_EQ(UplinkText(Jt(kMsgHeartbeat, {})), "");
}

TEST(Jt808CommandReplyTest, LocationsAreNotAnswers) {
  EXPECT_FALSE(ReadCommandReply(Jt(kMsgLocationReport, H("00000000"
                                                         "00000002"
                                                         "015e0b40"
                                                         "06d0ac60"
                                                         "0010"
                                                         "0000"
                                                         "0000"
                                                         "240301083000")),
                                480));
}

}  // namespace
}  // namespace chelian::jt808
