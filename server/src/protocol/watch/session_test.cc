// Tests for the 3G* watch session the gateway drives: frames in pieces, messages numbered on the
// connection, the first message naming a device as its sign-in, commands framed for the device.
#include "protocol/watch/session.h"

#include <gtest/gtest.h>

#include "protocol/watch/commands.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/packet.h"

namespace chelian::watch {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

Bytes B(std::string_view s) { return Bytes(s.begin(), s.end()); }
std::string S(const Bytes& b) { return std::string(b.begin(), b.end()); }

DeviceCommand Command(uint16_t id, std::string text) {
  DeviceCommand c;
  c.msg_id = id;
  c.text = std::move(text);
  return c;
}

TEST(WatchSessionTest, FirstMessageNamingTheDeviceSignsIn) {
  auto s = NewSession(CheckCodes::kEnforce);
  s->Feed(B("[3G*8800000015*0002*LK][3G*8800000015*000B*LK,0,10,100][3G*88"));
  auto first = s->Next(kNow), second = s->Next(kNow);
  ASSERT_TRUE(first && second);
  EXPECT_FALSE(s->Next(kNow).has_value());
  EXPECT_EQ(first->serial, 1u);
  EXPECT_EQ(second->serial, 2u);
  EXPECT_EQ(S(first->frame), "[3G*8800000015*0002*LK]");
  EXPECT_EQ(s->SignInOf(*first), SignIn::kLogin);
  EXPECT_EQ(s->SignInOf(*first), SignIn::kLogin);  // asking twice changes nothing
  EXPECT_EQ(s->SignInOf(*second), SignIn::kNone);  // later heartbeats are no sign-ins
  EXPECT_EQ(s->device_id(), "8800000015");
  EXPECT_GT(s->buffered(), 0u);
  // Another device on the same connection signs in in turn.
  s->Feed(B("00000015*0002*LK][3G*4700186508*0002*LK]"));
  auto third = s->Next(kNow), fourth = s->Next(kNow);
  ASSERT_TRUE(third && fourth);
  EXPECT_EQ(s->SignInOf(*third), SignIn::kNone);
  EXPECT_EQ(s->SignInOf(*fourth), SignIn::kLogin);
  EXPECT_EQ(s->device_id(), "4700186508");
  EXPECT_TRUE(s->Answer(*fourth, Verdict::kRefused, "").empty());  // no negative answer in the protocol
}

TEST(WatchSessionTest, CommandsGoToTheIdentifiedDevice) {
  auto s = NewSession(CheckCodes::kEnforce);
  EXPECT_FALSE(s->EncodeCommand(Command(kMsgLocateNow, "CR"), 7).has_value());  // no device yet
  s->Feed(B("[3G*8800000015*0002*LK]"));
  ASSERT_TRUE(s->Next(kNow).has_value());
  // Traccar sends to a device that says 3G as SG; the keyword echo names the command: no serial.
  auto cr = s->EncodeCommand(Command(kMsgLocateNow, "CR"), 7);
  ASSERT_TRUE(cr.has_value());
  EXPECT_EQ(S(cr->frame), "[SG*8800000015*0002*CR]");
  EXPECT_EQ(cr->match, 0u);
  EXPECT_EQ(S(s->EncodeCommand(Command(kMsgUpload, "UPLOAD,600"), 8)->frame), "[SG*8800000015*000a*UPLOAD,600]");
  // Not a command of this protocol (a JT/T 808 message id, an uplink type, no text).
  EXPECT_FALSE(s->EncodeCommand(Command(0x8201, ""), 9).has_value());
  EXPECT_FALSE(s->EncodeCommand(Command(kMsgLink, "LK"), 9).has_value());
  EXPECT_FALSE(s->EncodeCommand(Command(kMsgReset, ""), 9).has_value());
}

TEST(WatchSessionTest, ZjDevicesGetTheirMakerAndAnIndex) {
  auto s = NewSession(CheckCodes::kReport);
  s->Feed(B("[ZJ*014111001350304*0034*0009*LK,0,0,19]"));
  ASSERT_TRUE(s->Next(kNow).has_value());
  EXPECT_EQ(S(s->EncodeCommand(Command(kMsgReset, "RESET"), 1)->frame), "[ZJ*014111001350304*0001*0005*RESET]");
  // Traccar's encoder test frame for a CS device.
  auto cs = NewSession(CheckCodes::kReport);
  cs->Feed(B("[CS*123456789012345*0002*LK]"));
  ASSERT_TRUE(cs->Next(kNow).has_value());
  EXPECT_EQ(S(cs->EncodeCommand(Command(kMsgSos, "SOS1,123456789"), 1)->frame),
            "[CS*123456789012345*000e*SOS1,123456789]");
}

TEST(WatchSessionTest, AVoiceMessageGoesAsOneEscapedTkFrame) {
  auto cs = NewSession(CheckCodes::kReport);
  cs->Feed(B("[CS*123456789012345*0002*LK]"));
  ASSERT_TRUE(cs->Next(kNow).has_value());
  const CommandEncoding* voice = TerminalTypes().front().Find(command_type::kVoiceMessage);
  ASSERT_NE(voice, nullptr);
  // Traccar's encoder test: the AMR bytes "#!AMR\n%s" in one frame, LLLL counting "TK," too.
  auto plain = voice->encode(CommandArgs({"2321414d520a2573"}));
  ASSERT_TRUE(plain.ok()) << plain.status().message();
  EXPECT_EQ(plain->msg_id, kMsgVoiceDown);
  EXPECT_EQ(S(cs->EncodeCommand(*plain, 1)->frame), "[CS*123456789012345*000b*TK,#!AMR\n%s]");
  // } [ ] , * escaped as 7D 01…05, LLLL the escaped length (Traccar: 7d5b5d2c2a → 000d for 10 bytes);
  // the frame parses back to the file.
  auto binary = voice->encode(CommandArgs({"2321414d520a7d5b5d2c2aff"}));
  ASSERT_TRUE(binary.ok());
  Bytes frame = cs->EncodeCommand(*binary, 2)->frame;
  const std::string escaped = "TK,#!AMR\n\x7d\x01\x7d\x02\x7d\x03\x7d\x04\x7d\x05\xff";
  EXPECT_EQ(S(frame), "[CS*123456789012345*0014*" + escaped + "]");
  auto parsed = ParseFrame(frame);
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(parsed->content, std::string("TK,#!AMR\n}[],*\xff"));
  EXPECT_FALSE(parsed->length_mismatch);
  // What is no AMR file is refused with a reason.
  auto bad = voice->encode(CommandArgs({"52494646"}));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(), "语音须为AMR-NB文件（以#!AMR开头）");
}

TEST(WatchSessionTest, FlushTakesAFrameWhoseLengthIsWrong) {
  auto s = NewSession(CheckCodes::kReport);
  s->Feed(B("[SG*9081000548*0099*LK,0,100]"));
  auto m = s->Next(kNow);
  if (!m) m = s->Flush(kNow);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->msg_id, kMsgLink);
  EXPECT_NE(m->warning.find("length field"), std::string::npos);
  EXPECT_EQ(s->buffered(), 0u);
}

}  // namespace
}  // namespace chelian::watch
