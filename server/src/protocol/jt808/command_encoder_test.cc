// Tests for the JT/T 808 command frames. Expected frames are those asserted in Traccar's
// Jt808ProtocolEncoderTest (terminal 0b3a73ce2ff2, platform serial 0), taken as facts; bodies
// without a peer frame are checked field by field against the standard's layout.
#include "protocol/jt808/command_encoder.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/decoder.h"

namespace chelian::jt808 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }
const ReplyAddress kTerminal{H("0b3a73ce2ff2"), false, 0};

std::string Frame(const DeviceCommand& cmd, uint16_t serial = 0) {
  return ToHex(EncodeDeviceCommand(kTerminal, serial, cmd));
}

TEST(Jt808CommandEncoderTest, CutOilIsTerminalControlF0) {
  EXPECT_EQ(Frame({kMsgTerminalControl, TerminalControlBody(kControlCutOil)}), "7e810500010b3a73ce2ff20000f0247e");
}

TEST(Jt808CommandEncoderTest, LocationQueryHasAnEmptyBody) {
  EXPECT_EQ(Frame({kMsgLocationQuery, {}}), "7e820100000b3a73ce2ff20000d27e");
}

TEST(Jt808CommandEncoderTest, TemporaryTrackingStop) {
  EXPECT_EQ(Frame({kMsgTemporaryTracking, TemporaryTrackingBody(0, 0)}), "7e820200060b3a73ce2ff20000000000000000d77e");
}

TEST(Jt808CommandEncoderTest, SetServerAddressAndPort) {
  ParamItem items[] = {StringParam(kParamMainServer, "1.2.3.4"), DwordParam(kParamServerTcpPort, 5555)};
  EXPECT_EQ(Frame({kMsgSetParameters, SetParametersBody(items)}),
            "7e810300160b3a73ce2ff20000020000001307312e322e332e340000001804000015b3437e");
}

TEST(Jt808CommandEncoderTest, TextMessageFlags) {
  DeviceCommand display{kMsgTextMessage, {}, "Test", kTextDisplay};
  EXPECT_EQ(Frame(display), "7e830000050b3a73ce2ff200000454657374e57e");
  DeviceCommand tts{kMsgTextMessage, {}, "Test", kTextTts};
  EXPECT_EQ(Frame(tts), "7e830000050b3a73ce2ff200000854657374e97e");
  // Vendor text with the urgent flag (Traccar's BSJ custom command).
  DeviceCommand bsj{kMsgTextMessage, {}, "Test, Command, 123#", kTextUrgent};
  EXPECT_EQ(Frame(bsj), "7e830000140b3a73ce2ff2000001546573742c20436f6d6d616e642c2031323323a57e");
}

TEST(Jt808CommandEncoderTest, TextMessageIsGbk) {
  DeviceCommand cmd{kMsgTextMessage, {}, "你好", kTextTts};
  std::string hex = Frame(cmd);
  // flag 08, then 你好 in GBK (c4e3 bac3).
  EXPECT_NE(hex.find("08c4e3bac3"), std::string::npos) << hex;
}

TEST(Jt808CommandEncoderTest, TransparentPassThrough) {
  Bytes data = {'T', 'E', 'S', 'T'};
  EXPECT_EQ(Frame({kMsgTransparentDown, TransparentBody(0xF0, data)}), "7e890000050b3a73ce2ff20000f0544553543b7e");
}

TEST(Jt808CommandEncoderTest, VehicleControlOneFlagByteIn2013) {
  // Traccar's output-control frame carries one flag byte in the same layout.
  DeviceCommand raw{kMsgVehicleControl, {0x02}};
  EXPECT_EQ(Frame(raw), "7e850000010b3a73ce2ff2000002d77e");
  DeviceCommand lock{kMsgVehicleControl};
  lock.control = 1;
  EXPECT_EQ(Frame(lock), "7e850000010b3a73ce2ff2000001d47e");
  const ReplyAddress v2019{H("00000000017299841738"), true, 1};
  std::string hex = ToHex(EncodeDeviceCommand(v2019, 0, lock));
  EXPECT_EQ(hex.substr(2, 8), "85004005") << hex;  // 2019 header, body: count 1, id 0001, lock
  EXPECT_NE(hex.find("0001000101"), std::string::npos) << hex;
}

TEST(Jt808CommandEncoderTest, CameraShotBodyLayout) {
  CameraShot shot;
  EXPECT_EQ(ToHex(CameraShotBody(shot)), "010001000000010580404080");
  std::string hex = Frame({kMsgCameraShot, CameraShotBody(shot)});
  EXPECT_EQ(hex.substr(2, 8), "8801000c");
}

TEST(Jt808CommandEncoderTest, DwordParametersAndResetWord) {
  ParamItem items[] = {DwordParam(kParamReportInterval, 30), DwordParam(kParamMaxSpeed, 80)};
  EXPECT_EQ(ToHex(SetParametersBody(items)),
            "02"
            "0000002904"
            "0000001e"
            "0000005504"
            "00000050");
  EXPECT_EQ(ToHex(TerminalControlBody(kControlReset)), "04");
}

TEST(Jt808CommandEncoderTest, FramesDecodeWithTheServerDecoder) {
  // Every command frame is a well-formed JT/T 808 frame: the decoder parses its header and check code.
  ParamItem items[] = {DwordParam(kParamHeartbeatInterval, 60)};
  for (const DeviceCommand& cmd :
       {DeviceCommand{kMsgSetParameters, SetParametersBody(items)}, DeviceCommand{kMsgCameraShot, CameraShotBody({})},
        DeviceCommand{kMsgTextMessage, {}, "停车检查", kTextTts}}) {
    auto p = ParseFrame(EncodeDeviceCommand(kTerminal, 0x7e7d, cmd));
    ASSERT_TRUE(p.ok());
    EXPECT_TRUE(p->checksum_ok);
    EXPECT_EQ(p->header.msg_id, cmd.msg_id);
    EXPECT_EQ(p->header.serial, 0x7e7d);  // escaped on the wire, restored by the parser
  }
}

}  // namespace
}  // namespace chelian::jt808
