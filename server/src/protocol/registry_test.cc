// Tests for the protocol registry and its sessions: framing and decoding, check codes enforced or
// reported, sign-in roles and the answers the gateway gives instead of the decoder.
#include "protocol/registry.h"

#include <gtest/gtest.h>

#include <set>

#include "core/hex.h"

namespace chelian {
namespace {

TEST(RegistryTest, ListsProtocolsWithDefaultPorts) {
  ASSERT_GE(Protocols().size(), 2u);
  EXPECT_EQ(Protocols().front().name, "jt808");  // the platform's default protocol
  const ProtocolInfo* jt = FindProtocol("jt808");
  ASSERT_NE(jt, nullptr);
  EXPECT_EQ(jt->default_port, 7788);
  EXPECT_EQ(jt->port_key, "gateway.jt808_port");
  const ProtocolInfo* gt = FindProtocol("gt06");
  ASSERT_NE(gt, nullptr);
  EXPECT_EQ(gt->default_port, 5023);
  EXPECT_EQ(gt->port_key, "gateway.gt06_port");
  const ProtocolInfo* h02 = FindProtocol("h02");
  ASSERT_NE(h02, nullptr);
  EXPECT_EQ(h02->default_port, 5013);
  EXPECT_EQ(h02->port_key, "gateway.h02_port");
  EXPECT_EQ(FindProtocol("tk103"), nullptr);
}

// What the rest of the server relies on of every entry: unique names, ports and terminal types, a
// port key named after the protocol, the parts the gateway, the catalogue and the tools call.
TEST(RegistryTest, EveryEntryIsComplete) {
  std::set<std::string_view> names, types;
  std::set<int> ports;
  for (const ProtocolInfo& p : Protocols()) {
    SCOPED_TRACE(std::string(p.name));
    EXPECT_TRUE(names.insert(p.name).second);
    EXPECT_TRUE(ports.insert(p.default_port).second);
    EXPECT_EQ(p.port_key, "gateway." + std::string(p.name) + "_port");
    EXPECT_FALSE(p.title.empty());
    EXPECT_FALSE(p.parts.summary_zh.empty());
    ASSERT_NE(p.parts.new_session, nullptr);
    ASSERT_NE(p.parts.terminal_types, nullptr);
    ASSERT_NE(p.parts.msg_name, nullptr);
    EXPECT_FALSE(p.parts.terminal_types().empty());
    for (const TerminalType& t : p.parts.terminal_types()) EXPECT_TRUE(types.insert(t.name).second) << t.name;
    auto session = p.NewSession(CheckCodes::kEnforce);
    ASSERT_NE(session, nullptr);
    EXPECT_EQ(session->device_id(), "");
    EXPECT_FALSE(session->Next(0).has_value());
  }
}

TEST(RegistryTest, TerminalTypesFindTheirProtocol) {
  EXPECT_EQ(FindTerminalType("GPRS-部标", "jt808")->name, "GPRS-部标");
  EXPECT_EQ(FindTerminalType("BSJ-部标", "jt808")->name, "BSJ-部标");
  EXPECT_EQ(FindTerminalType("GPRS-GT06", "gt06")->name, "GPRS-GT06");
  EXPECT_EQ(FindTerminalType("GT06-DYD", "gt06")->name, "GT06-DYD");
  EXPECT_EQ(FindTerminalType("KM-01", "gt06")->name, "GPRS-GT06");  // unknown type: its protocol's first
  EXPECT_EQ(FindTerminalType("KM-02", "tk103"), nullptr);
  EXPECT_EQ(FindTerminalType("KM-02", "h02")->name, "GPRS-H02");
  EXPECT_EQ(ProtocolOfTerminalType("SinoTrack-H02").name, "h02");
  // Commands a type does not list are taken as its base type takes them.
  EXPECT_NE(FindTerminalType("GT06-DYD", "gt06")->Find("LOCATE"), nullptr);
  EXPECT_EQ(FindTerminalType("GPRS-部标", "jt808")->Find("TRACK_MODE"), nullptr);
  EXPECT_NE(FindTerminalType("BSJ-部标", "jt808")->Find("TRACK_MODE"), nullptr);

  // The protocol of a typed-in terminal type (the assets routes): listed, marked, or the default.
  EXPECT_EQ(ProtocolOfTerminalType("GPRS-部标").name, "jt808");
  EXPECT_EQ(ProtocolOfTerminalType("BSJ-部标").name, "jt808");
  EXPECT_EQ(ProtocolOfTerminalType("GT06-DYD").name, "gt06");
  EXPECT_EQ(ProtocolOfTerminalType("KM-GT06").name, "gt06");
  EXPECT_EQ(ProtocolOfTerminalType("Other-01").name, "jt808");
  EXPECT_EQ(ProtocolOfTerminalType("").name, "jt808");
  EXPECT_EQ(DefaultTerminalType("jt808"), "GPRS-部标");
  EXPECT_EQ(DefaultTerminalType("gt06"), "GPRS-GT06");
  EXPECT_EQ(DefaultTerminalType("tk103"), "");
  EXPECT_EQ(DefaultTerminalType("h02"), "GPRS-H02");
}

TEST(RegistryTest, WatchesAreOneEntry) {
  const ProtocolInfo* watch = FindProtocol("watch");
  ASSERT_NE(watch, nullptr);
  EXPECT_EQ(watch->port_key, "gateway.watch_port");
  EXPECT_EQ(watch->default_port, 5088);
  EXPECT_FALSE(watch->parts.authenticates);  // like GT06: a known id, nothing proven
  EXPECT_EQ(DefaultTerminalType("watch"), "GPRS-手表");
  EXPECT_EQ(ProtocolOfTerminalType("GPRS-手表").name, "watch");
  EXPECT_EQ(ProtocolOfTerminalType("儿童手表-4G").name, "watch");
  EXPECT_NE(FindTerminalType("GPRS-手表", "")->Find("LOCATE"), nullptr);
  EXPECT_EQ(FindTerminalType("GPRS-手表", "")->Find("CUT_OIL"), nullptr);
}

TEST(RegistryTest, Jt808SessionFramesAndDecodes) {
  auto s = FindProtocol("jt808")->NewSession(CheckCodes::kEnforce);
  Bytes two = ParseHex("7e000200000123456789017fff0a7e7e000200000123456789017fff0a7e").value();
  s->Feed(ByteView(two).first(10));
  EXPECT_FALSE(s->Next(0).has_value());
  s->Feed(ByteView(two).subspan(10));
  auto a = s->Next(0);
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(ToHex(a->frame), "7e000200000123456789017fff0a7e");
  EXPECT_EQ(s->device_id(), "012345678901");
  auto b = s->Next(0);
  ASSERT_TRUE(b.has_value());
  // The platform serial advances per connection.
  EXPECT_EQ(ToHex(b->replies[0]), "7e8001000501234567890100017fff0002008f7e");
  EXPECT_FALSE(s->Next(0).has_value());
  EXPECT_EQ(s->buffered(), 0u);
}

TEST(RegistryTest, Gt06SessionRemembersTheLogin) {
  auto s = FindProtocol("gt06")->NewSession(CheckCodes::kEnforce);
  s->Feed(ParseHex("78781101075253367890024270003201000512790d0a78780a13c40604000201298f5b0d0a").value());
  auto login = s->Next(0);
  ASSERT_TRUE(login.has_value());
  EXPECT_EQ(s->device_id(), "752533678900242");
  auto hb = s->Next(0);
  ASSERT_TRUE(hb.has_value());
  EXPECT_EQ(hb->device_id, "752533678900242");
  EXPECT_FALSE(s->Next(0).has_value());
}

// api-contract §4.1: a 0x0200 of terminal 013829655854 (serial 2) and the same frame with the
// scripts' "7E" → "01" substitution applied to its check code.
constexpr char kGoodLocation[] =
    "7e0200002f01382965585400020000000100000003015f234d06d0b26e00320258005a25011008300001040000006e0202044c250400000000"
    "300103607e";
constexpr char kBrokenLocation[] =
    "7e0200002f013829655854001d0000000000000003015f234d06d0b26e00320258005a25011008300001040000006e0202044c250400000000"
    "300103017e";

TEST(RegistryTest, Jt808CheckCodesAreEnforcedForTheGatewayAndReportedForTools) {
  auto gateway = FindProtocol("jt808")->NewSession(CheckCodes::kEnforce);
  gateway->Feed(ParseHex(std::string(kBrokenLocation) + kGoodLocation).value());
  auto bad = gateway->Next(0);
  ASSERT_TRUE(bad.has_value());
  EXPECT_TRUE(bad->bad_check);
  EXPECT_EQ(bad->error, "jt808: check code mismatch");
  EXPECT_TRUE(bad->positions.empty());
  ASSERT_EQ(bad->replies.size(), 1u);
  EXPECT_EQ(ToHex(bad->replies[0]), "7e800100050138296558540000001d020002e07e");  // serial 29, 0x0200, result 2
  auto good = gateway->Next(0);
  ASSERT_TRUE(good.has_value());
  EXPECT_FALSE(good->bad_check);
  EXPECT_TRUE(good->ok());
  EXPECT_EQ(good->positions.size(), 1u);

  auto tool = FindProtocol("jt808")->NewSession(CheckCodes::kReport);
  tool->Feed(ParseHex(kBrokenLocation).value());
  auto read = tool->Next(0);
  ASSERT_TRUE(read.has_value());
  EXPECT_TRUE(read->ok());
  EXPECT_TRUE(read->bad_check);
  EXPECT_EQ(read->positions.size(), 1u);
  EXPECT_NE(read->warning.find("check code mismatch"), std::string::npos);
  ASSERT_EQ(read->replies.size(), 1u);                                                     // what the gateway answers
  EXPECT_EQ(ToHex(read->replies[0]).substr(0, 34), "7e800100050138296558540001001d0200");  // serial 1 here
  EXPECT_EQ(ToHex(read->replies[0]).substr(34, 2), "02");
}

TEST(RegistryTest, Gt06CrcMismatchesAreDroppedWithoutAnswer) {
  // The login of Gt06SessionRemembersTheLogin with one CRC bit flipped, then the good one.
  auto s = FindProtocol("gt06")->NewSession(CheckCodes::kEnforce);
  s->Feed(ParseHex("78781101075253367890024270003201000512780d0a78781101075253367890024270003201000512790d0a").value());
  auto bad = s->Next(0);
  ASSERT_TRUE(bad.has_value());
  EXPECT_TRUE(bad->bad_check);
  EXPECT_FALSE(bad->ok());
  EXPECT_TRUE(bad->replies.empty());
  EXPECT_EQ(s->device_id(), "");  // the session did not take the IMEI of an untrusted login
  auto good = s->Next(0);
  ASSERT_TRUE(good.has_value());
  EXPECT_TRUE(good->ok());
  EXPECT_EQ(s->device_id(), "752533678900242");
  EXPECT_EQ(s->SignInOf(*good), SignIn::kLogin);
  EXPECT_TRUE(s->Answer(*good, Verdict::kRefused, "").empty());  // GT06 has no negative answer
}

TEST(RegistryTest, Jt808SignInRolesAndGatewayAnswers) {
  EXPECT_TRUE(FindProtocol("jt808")->parts.authenticates);
  EXPECT_FALSE(FindProtocol("gt06")->parts.authenticates);
  auto s = FindProtocol("jt808")->NewSession(CheckCodes::kEnforce);
  // 0x0100 (serial 0) and 0x0102 "123456" (serial 0) of api-contract §4.3, then a 0x0200.
  s->Feed(
      ParseHex("7e010000390138296558540000000000000000000000000000000000000000000000000000000000000000000000000000004c"
               "53564155323138304e323132333435360000006c7e"
               "7e0102000601382965585400003132333435367b7e")
          .value());
  s->Feed(ParseHex(kGoodLocation).value());
  auto reg = s->Next(0), auth = s->Next(0), report = s->Next(0);
  ASSERT_TRUE(reg && auth && report);
  EXPECT_EQ(s->SignInOf(*reg), SignIn::kRegister);
  EXPECT_EQ(s->SignInOf(*auth), SignIn::kAuthenticate);
  EXPECT_EQ(s->SignInOf(*report), SignIn::kNone);
  auto body = [](const std::vector<Bytes>& frames) {
    EXPECT_EQ(frames.size(), 1u);
    return frames.empty() ? std::string() : ToHex(ByteView(frames[0]).subspan(13, frames[0].size() - 15));
  };
  EXPECT_EQ(body(s->Answer(*reg, Verdict::kRegistered, "Ab3")), "000000416233");  // serial 0, result 0, code
  EXPECT_EQ(body(s->Answer(*reg, Verdict::kTerminalTaken, "")), "000003");
  EXPECT_EQ(body(s->Answer(*reg, Verdict::kNoSuchTerminal, "")), "000004");
  EXPECT_EQ(body(s->Answer(*auth, Verdict::kRefused, "")), "0000010201");
  EXPECT_EQ(body(s->Answer(*report, Verdict::kRefused, "")), "0002020001");
  DeviceMessage response = *report;
  response.msg_id = 0x0001;
  EXPECT_TRUE(s->Answer(response, Verdict::kRefused, "").empty());  // a response gets no answer
}

}  // namespace
}  // namespace chelian
