// H02 commands: the catalogue's encodings (protocols.md §3 Downlink, encoder time 01:02:03 there),
// the session's framing with the id and time, and V4 confirmations read as answers.
#include "protocol/h02/commands.h"

#include <gtest/gtest.h>

#include "core/civil_time.h"
#include "protocol/h02/command_reply.h"
#include "protocol/h02/constants.h"
#include "protocol/h02/session.h"

namespace chelian::h02 {
namespace {

std::string Str(const Bytes& b) { return std::string(b.begin(), b.end()); }

DeviceCommand Encode(std::string_view type, std::vector<std::string> args = {}) {
  const CommandEncoding* e = TerminalTypes()[0].Find(type);
  EXPECT_NE(e, nullptr) << type;
  auto c = e->encode(CommandArgs(std::move(args)));
  EXPECT_TRUE(c.ok()) << type;
  return *c;
}

// A session whose device said hello at 01:02:03 UTC (the command time of protocols.md's examples).
std::unique_ptr<ProtocolSession> SessionAt010203() {
  auto s = NewSession(CheckCodes::kEnforce);
  std::string hello = "*HQ,4210209006,HTBT#";
  s->Feed(Bytes(hello.begin(), hello.end()));
  EXPECT_TRUE(s->Next(*CivilToEpochMs({2025, 1, 10, 1, 2, 3}, 0)).has_value());
  return s;
}

TEST(H02CommandsTest, TheSpecsDownlinksWithTheirTime) {
  auto s = SessionAt010203();
  auto frame = [&](const DeviceCommand& c) { return Str(s->EncodeCommand(c, 7).value().frame); };
  EXPECT_EQ(frame(Encode(command_type::kCutOil)), "*HQ,4210209006,S20,010203,1,1#");
  EXPECT_EQ(frame(Encode(command_type::kRestoreOil)), "*HQ,4210209006,S20,010203,1,0#");
  EXPECT_EQ(frame(Encode(command_type::kArm)), "*HQ,4210209006,SCF,010203,0,0#");
  EXPECT_EQ(frame(Encode(command_type::kDisarm)), "*HQ,4210209006,SCF,010203,1,1#");
  EXPECT_EQ(frame(Encode(command_type::kReportInterval, {"30"})), "*HQ,4210209006,S71,010203,22,30#");
  EXPECT_EQ(frame(Encode(command_type::kCustom, {"S17"})), "*HQ,4210209006,S17,010203#");
  EXPECT_EQ(Encode(command_type::kCutOil).msg_id, kMsgEngine);
  EXPECT_EQ(Encode(command_type::kCustom, {"S20,1,1"}).msg_id, kMsgEngine);
  EXPECT_EQ(Encode(command_type::kCustom, {"S17"}).msg_id, kMsgOtherCommand);
  EXPECT_EQ(TerminalTypes()[0].Find(command_type::kPhoto), nullptr);
}

TEST(H02CommandsTest, CustomTextsThatWouldBreakTheFrameAreRefused) {
  const CommandEncoding* e = TerminalTypes()[0].Find(command_type::kCustom);
  for (std::string bad : {"S20#", "*HQ,1,S20", "", ",1", "S20,\x01"}) {
    auto r = e->encode(CommandArgs({bad}));
    EXPECT_FALSE(r.ok()) << bad;
  }
}

TEST(H02CommandsTest, NoCommandBeforeTheDeviceNamesItself) {
  auto s = NewSession(CheckCodes::kEnforce);
  EXPECT_FALSE(s->EncodeCommand(Encode(command_type::kCutOil), 0).has_value());
}

TEST(H02CommandsTest, V4ConfirmationsAnswerTheirKeyword) {
  auto s = SessionAt010203();
  auto read = [&](std::string text) {
    s->Feed(Bytes(text.begin(), text.end()));
    auto m = s->Next(0);
    EXPECT_TRUE(m.has_value());
    return ReadCommandReply(*m, 480);
  };
  auto done = read("*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#");
  ASSERT_TRUE(done.has_value());
  EXPECT_EQ(done->kind, CommandReply::Kind::kAck);
  EXPECT_EQ(done->msg_id, kMsgEngine);
  EXPECT_TRUE(done->any_serial);
  EXPECT_TRUE(done->ok);
  EXPECT_EQ(done->text, "终端应答: DONE");
  auto error = read("*TH,2020916012,V4,S20,ERROR,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#");
  ASSERT_TRUE(error.has_value());
  EXPECT_FALSE(error->ok);
  auto s17 = read("*TH,2020916012,V4,S17,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#");
  ASSERT_TRUE(s17.has_value());
  EXPECT_EQ(s17->msg_id, kMsgOtherCommand);
  EXPECT_EQ(s17->text, "终端已执行");
  EXPECT_FALSE(read("*HQ,4210209006,V1,201812,A,2608.9437,N,08016.2521,W,000.80,000,150317,EFE7F9FF#").has_value());
}

}  // namespace
}  // namespace chelian::h02
