// Tests for the simulated terminals' answers: every answer decodes with the server's decoders and
// names the command it answers, as real terminals do.
#include "sim/command_responder.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/gt06/decoder.h"
#include "protocol/gt06/encoder.h"
#include "protocol/jt808/command_encoder.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/decoder.h"
#include "sim/jpeg_writer.h"

namespace chelian::sim {
namespace {

const Jt808Terminal kTerminal{"13800000001", false};

Fix SampleFix() {
  Fix f;
  f.time_ms = 1'709'253'000'000;
  f.where = {22.94048, 114.338912};
  f.speed_kmh = 12;
  f.acc = true;
  return f;
}

// Sends `cmd` to the responder and decodes its answers.
std::vector<DeviceMessage> Ask(Jt808Responder& r, const DeviceCommand& cmd, uint16_t platform_serial = 0x21) {
  jt808::ReplyAddress to{*ParseHex("013800000001"), false, 1};
  auto packet = jt808::ParseFrame(jt808::EncodeDeviceCommand(to, platform_serial, cmd));
  EXPECT_TRUE(packet.ok());
  uint16_t serial = 100;
  CommandAnswer answer = r.Answer(*packet, serial, SampleFix());
  std::vector<DeviceMessage> out;
  jt808::Session session;
  for (const Bytes& f : answer.frames) out.push_back(jt808::Decode(f, session, 0));
  return out;
}

TEST(Jt808ResponderTest, LocateNowAnswersWithTheFix) {
  Jt808Responder r(kTerminal);
  auto m = Ask(r, {jt808::kMsgLocationQuery, {}});
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].msg_id, jt808::kMsgLocationQueryReply);
  EXPECT_EQ(m[0].attributes.GetInt(AttrKey::kAckSerial), 0x21);
  ASSERT_EQ(m[0].positions.size(), 1u);
  EXPECT_NEAR(m[0].positions[0].lon, 114.338912, 1e-6);
}

TEST(Jt808ResponderTest, ParametersAreKeptAndReported) {
  Jt808Responder r(kTerminal);
  jt808::ParamItem items[] = {jt808::DwordParam(jt808::kParamReportInterval, 15)};
  auto set = Ask(r, {jt808::kMsgSetParameters, jt808::SetParametersBody(items)});
  ASSERT_EQ(set.size(), 1u);
  EXPECT_EQ(set[0].msg_id, jt808::kMsgTerminalGeneralReply);
  EXPECT_EQ(set[0].attributes.GetInt(AttrKey::kAckMsgId), jt808::kMsgSetParameters);
  EXPECT_EQ(set[0].attributes.GetInt(AttrKey::kAckResult), 0);
  EXPECT_EQ(r.settings().report_interval_s, 15u);
  EXPECT_TRUE(r.settings().interval_changed);
  auto query = Ask(r, {jt808::kMsgQueryParameters, {}});
  ASSERT_EQ(query.size(), 1u);
  EXPECT_EQ(query[0].msg_id, jt808::kMsgParameterQueryReply);
  EXPECT_NE(query[0].attributes.GetString(AttrKey::kParams)->find("0029=0000000f"), std::string::npos);
}

TEST(Jt808ResponderTest, OilCutShowsInTheStatusAndResetRestarts) {
  Jt808Responder r(kTerminal);
  Ask(r, {jt808::kMsgTerminalControl, jt808::TerminalControlBody(jt808::kControlCutOil)});
  EXPECT_TRUE(r.settings().oil_cut);
  EXPECT_EQ(r.StatusBits() & (1u << 10), 1u << 10);
  jt808::ReplyAddress to{*ParseHex("013800000001"), false, 1};
  auto packet =
      jt808::ParseFrame(jt808::EncodeDeviceCommand(to, 1, {jt808::kMsgTerminalControl, jt808::TerminalControlBody(4)}));
  uint16_t serial = 1;
  EXPECT_TRUE(r.Answer(*packet, serial, SampleFix()).reboot);
}

TEST(Jt808ResponderTest, UnsupportedMessagesAreRefused) {
  Jt808Responder r(kTerminal);
  auto m = Ask(r, {jt808::kMsgTransparentDown, jt808::TransparentBody(0xF0, Bytes{1, 2})});
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].attributes.GetInt(AttrKey::kAckResult), jt808::kResultUnsupported);
}

TEST(Jt808ResponderTest, CameraShotAnswersThenUploadsAJpegInPackages) {
  Jt808Responder r(kTerminal);
  auto m = Ask(r, {jt808::kMsgCameraShot, jt808::CameraShotBody({})});
  ASSERT_GE(m.size(), 3u);  // 0x0805, then the photo in two or more packages
  EXPECT_EQ(m[0].msg_id, jt808::kMsgCameraShotReply);
  EXPECT_EQ(m[0].attributes.GetString(AttrKey::kMediaIds), "1");
  // The server's decoder reassembles the packages (one session, as on one connection).
  const DeviceMessage& last = m.back();
  for (size_t i = 1; i + 1 < m.size(); ++i) EXPECT_TRUE(m[i].partial) << i;
  EXPECT_EQ(last.msg_id, jt808::kMsgMultimediaData);
  ASSERT_TRUE(last.ok()) << last.error;
  ASSERT_TRUE(last.media);
  EXPECT_EQ(last.media->event, 0);
  EXPECT_EQ(ToHex(ByteView(last.media->data).first(2)), "ffd8");
  EXPECT_EQ(ToHex(ByteView(last.media->data).last(2)), "ffd9");
  EXPECT_EQ(last.positions.size(), 1u);
}

TEST(Jt808ResponderTest, VehicleControlLocksTheDoors) {
  Jt808Responder r(kTerminal);
  DeviceCommand lock{jt808::kMsgVehicleControl};
  lock.control = 1;
  auto m = Ask(r, lock);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].msg_id, jt808::kMsgVehicleControlReply);
  EXPECT_TRUE(r.settings().doors_locked);
}

TEST(Gt06ResponderTest, OnlineCommandGetsATextReplyWithTheServerFlag) {
  Gt06Responder r;
  uint16_t serial = 5;
  CommandAnswer a = r.Answer(gt06::EncodeCommand("Relay,1#", 0x1234, 1), serial, SampleFix());
  ASSERT_EQ(a.frames.size(), 1u);
  gt06::Session session;
  session.imei = "868120300000001";
  DeviceMessage m = gt06::Decode(a.frames[0], session, 0);
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kServerFlag), 0x1234);
  EXPECT_EQ(m.attributes.GetString(AttrKey::kResult), "Cut off the fuel supply: Success!");
  EXPECT_TRUE(r.settings().oil_cut);
  CommandAnswer where = r.Answer(gt06::EncodeCommand("WHERE#", 7, 2), serial, SampleFix());
  DeviceMessage w = gt06::Decode(where.frames[0], session, 0);
  EXPECT_NE(w.attributes.GetString(AttrKey::kResult)->find("Lat:N22.940480,Lon:E114.338912"), std::string::npos);
  // Acknowledgements (not commands) get no answer.
  EXPECT_TRUE(r.Answer(gt06::EncodeAck(0x13, 9), serial, SampleFix()).frames.empty());
}

TEST(Gt06ResponderTest, ArmAndDisarmSetTheGuardAndAnswer) {
  Gt06Responder r;
  uint16_t serial = 1;
  gt06::Session session;
  session.imei = "868518000000004";
  DeviceMessage armed =
      gt06::Decode(r.Answer(gt06::EncodeCommand("ARM#", 21, 1), serial, SampleFix()).frames.at(0), session, 0);
  EXPECT_EQ(armed.attributes.GetInt(AttrKey::kServerFlag), 21);
  EXPECT_EQ(armed.attributes.GetString(AttrKey::kResult), "ARM OK");
  EXPECT_TRUE(r.settings().doors_locked);
  r.Answer(gt06::EncodeCommand("DISARM#", 22, 2), serial, SampleFix());
  EXPECT_FALSE(r.settings().doors_locked);
}

TEST(CameraTest, PictureIsASmallBaselineJpeg) {
  Bytes jpeg = CameraPicture(42);
  ASSERT_GT(jpeg.size(), 1000u);
  EXPECT_LT(jpeg.size(), 8000u);
  EXPECT_EQ(ToHex(ByteView(jpeg).first(2)), "ffd8");
  EXPECT_EQ(ToHex(ByteView(jpeg).last(2)), "ffd9");
  EXPECT_NE(ToHex(jpeg).find("ffc0000b08007800a001011100ffc4"), std::string::npos);  // SOF0: 120 × 160, 1 component
  EXPECT_NE(CameraPicture(1), CameraPicture(2));
}

TEST(CameraTest, FlatImageEncodesToDcOnlyBlocks) {
  std::vector<uint8_t> gray(64, 128);
  Bytes jpeg = EncodeGrayJpeg(gray, 8, 8, 50);
  // One block: DC difference 0 (code 00), EOB (1010), padded with 1 bits: 0010 1011 = 0x2B.
  std::string hex = ToHex(jpeg);
  EXPECT_EQ(hex.substr(hex.size() - 6), "2bffd9");
}

}  // namespace
}  // namespace chelian::sim
