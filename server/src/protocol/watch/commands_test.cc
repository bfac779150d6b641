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

}  // namespace
}  // namespace chelian::watch
