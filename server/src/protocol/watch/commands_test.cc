// Tests for the catalogue's commands as 3G* watches take them (GPRS-手表) and for reading the
// watches' answers: the echoed keyword names the command it answers.
#include "protocol/watch/commands.h"

#include <gtest/gtest.h>

#include "protocol/watch/command_reply.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/decoder.h"

namespace chelian::watch {
namespace {

DeviceCommand Encode(std::string_view type, std::vector<std::string> args = {}) {
  const CommandEncoding* e = TerminalTypes().front().Find(type);
  EXPECT_NE(e, nullptr) << type;
  if (!e) return {};
  auto c = e->encode(CommandArgs(std::move(args)));
  EXPECT_TRUE(c.ok()) << type << ": " << c.status().message();
  return c.ok() ? *c : DeviceCommand{};
}

DeviceMessage D(std::string_view frame) {
  Session session;
  return Decode(Bytes(frame.begin(), frame.end()), session, 0);
}

TEST(WatchCommandsTest, TheTerminalTypeTakesLocateIntervalResetFactoryVersionAndTexts) {
  ASSERT_EQ(TerminalTypes().size(), 1u);
  EXPECT_EQ(TerminalTypes().front().name, "GPRS-手表");
  DeviceCommand cr = Encode(command_type::kLocate);
  EXPECT_EQ(cr.msg_id, kMsgLocateNow);
  EXPECT_EQ(cr.text, "CR");
  DeviceCommand upload = Encode(command_type::kReportInterval, {"600"});
  EXPECT_EQ(upload.msg_id, kMsgUpload);
  EXPECT_EQ(upload.text, "UPLOAD,600");
  EXPECT_EQ(Encode(command_type::kReset).text, "RESET");
  DeviceCommand factory = Encode(command_type::kFactoryReset);
  EXPECT_EQ(factory.msg_id, kMsgFactory);
  EXPECT_EQ(factory.text, "FACTORY");
  DeviceCommand version = Encode(command_type::kVersion);
  EXPECT_EQ(version.msg_id, kMsgVersion);  // the badge answers VERNO,<firmware> (below)
  EXPECT_EQ(version.text, "VERNO");
  // Custom texts go as they are; a known keyword gets its id, any other the custom id.
  DeviceCommand sos = Encode(command_type::kCustom, {"SOS1,13800138000"});
  EXPECT_EQ(sos.msg_id, kMsgSos);
  EXPECT_EQ(sos.text, "SOS1,13800138000");
  EXPECT_EQ(Encode(command_type::kCustom, {"WORK,6-9,11-13"}).msg_id, kMsgOtherCommand);
  EXPECT_EQ(Encode(command_type::kCustom, {"LK"}).msg_id, kMsgOtherCommand);  // never an uplink's id
  const CommandEncoding* custom = TerminalTypes().front().Find(command_type::kCustom);
  EXPECT_FALSE(custom->encode(CommandArgs({"你好"})).ok());
  EXPECT_FALSE(custom->encode(CommandArgs({"A]B"})).ok());  // would end the frame
  // What watches do not take.
  for (std::string_view type :
       {command_type::kCutOil, command_type::kPhoto, command_type::kText, command_type::kServer})
    EXPECT_EQ(TerminalTypes().front().Find(type), nullptr) << type;
}

TEST(WatchCommandsTest, TkOneOrZeroAnswersAVoiceMessageAndTkWithAudioStaysAnUpload) {
  auto got = ReadCommandReply(D("[CS*1234567890*0004*TK,1]"), 480);  // [TR WatchProtocolDecoderTest]
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->msg_id, kMsgVoiceDown);
  EXPECT_TRUE(got->ok);
  EXPECT_EQ(got->text, "手表已收到语音");
  auto refused = ReadCommandReply(D("[SG*1234567890*0004*TK,0]"), 480);
  ASSERT_TRUE(refused.has_value());
  EXPECT_FALSE(refused->ok);
  EXPECT_EQ(refused->text, "手表未能接收语音");
  DeviceMessage upload = D("[CS*1234567890*000c*TK,#!AMR\n<\x01]");
  EXPECT_EQ(upload.msg_id, kMsgVoice);
  EXPECT_TRUE(upload.media.has_value());
  EXPECT_FALSE(ReadCommandReply(upload, 480).has_value());
}

TEST(WatchCommandsTest, TheEchoedKeywordAnswersItsCommand) {
  auto cr = ReadCommandReply(D("[3G*8800000015*0002*CR]"), 480);
  ASSERT_TRUE(cr.has_value());
  EXPECT_EQ(cr->kind, CommandReply::Kind::kAck);
  EXPECT_EQ(cr->protocol, "watch");
  EXPECT_EQ(cr->msg_id, kMsgLocateNow);
  EXPECT_TRUE(cr->any_serial);  // the oldest CR waiting
  EXPECT_TRUE(cr->ok);
  EXPECT_EQ(cr->text, "终端已收到指令");
  auto version = ReadCommandReply(D("[3G*8800000015*0017*VERNO,G36_BASE_V1.0_2019]"), 480);
  ASSERT_TRUE(version.has_value());
  EXPECT_EQ(version->msg_id, kMsgVersion);
  EXPECT_EQ(version->text, "终端应答: G36_BASE_V1.0_2019");
  EXPECT_FALSE(ReadCommandReply(D("[3G*8800000015*0006*UPLOAD,error]"), 480)->ok);
  // Reports, heartbeats and alarms answer nothing.
  EXPECT_FALSE(ReadCommandReply(D("[SG*8800000015*0002*LK]"), 480).has_value());
  EXPECT_FALSE(
      ReadCommandReply(D("[3G*6907919734*003e*AL_LTE,170525,214118,V,0,N,0,E,0,0,0,0,0,22,0,0,00010000,0,0,0,0]"), 480)
          .has_value());
}

Result<DeviceCommand> Try(std::string_view type, std::string text) {
  const CommandEncoding* e = TerminalTypes().front().Find(type);
  if (!e) return InvalidArgument("not taken");
  return e->encode(CommandArgs({std::move(text)}));
}

TEST(WatchCommandsTest, BadgeCommandsWithValues) {
  // SeTracker server protocol (protocols.md §4 Downlink): three SOS places, the phonebook's names in
  // UTF-16BE hex, silent periods, daily alarm clocks (on, type 2 every day).
  DeviceCommand sos = Encode(command_type::kSosNumbers, {"13800138000, 13900139000"});
  EXPECT_EQ(sos.msg_id, kMsgSos);
  EXPECT_EQ(sos.text, "SOS,13800138000,13900139000,");
  DeviceCommand phb = Encode(command_type::kPhonebook, {"妈妈:13800138000,Li：+8613900139000"});
  EXPECT_EQ(phb.msg_id, kMsgPhonebook);
  EXPECT_EQ(phb.text, "PHB,13800138000,59885988,+8613900139000,004c0069");
  EXPECT_EQ(Encode(command_type::kSilentHours, {"08:00-11:30,14:00-16:30"}).text,
            "SILENCETIME,08:00-11:30,14:00-16:30");
  EXPECT_EQ(Encode(command_type::kAlarmClocks, {"07:30,21:05"}).text, "REMIND,07:30-1-2,21:05-1-2");
  EXPECT_EQ(Encode(command_type::kMonitor, {"13800138000"}).text, "MONITOR,13800138000");
  DeviceCommand off = Encode(command_type::kPowerOff);
  EXPECT_EQ(off.msg_id, kMsgPowerOff);
  EXPECT_EQ(off.text, "POWEROFF");
  DeviceCommand find = Encode(command_type::kFindDevice);
  EXPECT_EQ(find.msg_id, kMsgFind);
  EXPECT_EQ(find.text, "FIND");
  // The badge's echo of FIND completes the command.
  auto reply = ReadCommandReply(D("[3G*8800000015*0004*FIND]"), 480);
  ASSERT_TRUE(reply.has_value());
  EXPECT_EQ(reply->msg_id, kMsgFind);
}

TEST(WatchCommandsTest, BadgeCommandsRefuseWhatTheBadgeCannotTake) {
  EXPECT_EQ(Try(command_type::kSosNumbers, "1,2").status().message(), "SOS号码“1”不是电话号码");
  EXPECT_FALSE(Try(command_type::kSosNumbers, "110,120,119,114").ok());  // four places
  EXPECT_FALSE(Try(command_type::kSosNumbers, " , ").ok());
  EXPECT_EQ(Try(command_type::kPhonebook, "13800138000").status().message(), "联系人“13800138000”应写成 姓名:号码");
  EXPECT_FALSE(Try(command_type::kPhonebook, ":13800138000").ok());
  EXPECT_FALSE(Try(command_type::kPhonebook, "a:1,b:2,c:3,d:4,e:5,f:6").ok());
  EXPECT_EQ(Try(command_type::kSilentHours, "8:00-11:30").status().message(), "时段“8:00-11:30”应写成 HH:mm-HH:mm");
  EXPECT_FALSE(Try(command_type::kSilentHours, "08:00-24:00").ok());
  EXPECT_FALSE(Try(command_type::kAlarmClocks, "07:60").ok());
  EXPECT_FALSE(Try(command_type::kAlarmClocks, "07:00,08:00,09:00,10:00").ok());
}

}  // namespace
}  // namespace chelian::watch
