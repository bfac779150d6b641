// Tests for the JT/T 808 decoder: every message type, 2011/2013/2019, replies, sub-packages,
// tolerance for real clients (api-contract §4.1), bad and truncated input. Frames come from
// testdata/*.hex (sources cited there) or are built here per the standard.
#include "protocol/jt808/decoder.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/civil_time.h"
#include "core/hex.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/encoder.h"
#include "protocol/jt808/location.h"
#include "protocol/jt808/packet.h"
#include "protocol/testdata.h"

namespace chelian::jt808 {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }

// Captures are read as the decode tool reads them: a frame whose check code does not verify is
// decoded with a warning (a number of Traccar's captures have a wrong one). What the gateway does
// with such a frame (CheckCodes::kEnforce) is tested on its own below.
Session Reading() {
  Session s;
  s.check_codes = CheckCodes::kReport;
  return s;
}

DeviceMessage DecodeHex(std::string_view hex) {
  Session s = Reading();
  return Decode(H(hex), s, kNow);
}

bool HasAlarm(const std::vector<AlarmCode>& alarms, AlarmCode c) {
  return std::find(alarms.begin(), alarms.end(), c) != alarms.end();
}

std::vector<testing::TestFrame> Frames(const std::string& file) {
  return testing::LoadTestFrames(testing::ProtocolDir() / "jt808" / "testdata" / file);
}

// The expected reply written in a go_jt808.hex comment ("reply <hex>").
std::string ExpectedReply(const std::string& comment) {
  size_t at = comment.find("reply 7e");
  if (at == std::string::npos) return "";
  size_t end = comment.find_first_not_of("0123456789abcdef", at + 6);
  return comment.substr(at + 6, end == std::string::npos ? std::string::npos : end - at - 6);
}

TEST(Jt808DecoderTest, GoJt808RepliesMatchExactly) {
  int checked = 0;
  for (const auto& f : Frames("go_jt808.hex")) {
    std::string want = ExpectedReply(f.comment);
    if (want.empty()) continue;
    if (f.comment.find("T0x0102 authentication 2013") != std::string::npos) continue;  // go-jt808 refuses its code
    Session s = Reading();  // platform serial 0, as in go-jt808
    DeviceMessage m = Decode(f.bytes, s, kNow);
    ASSERT_TRUE(m.ok()) << f.comment << ": " << m.error;
    ASSERT_EQ(m.replies.size(), 1u) << f.comment;
    EXPECT_EQ(ToHex(m.replies[0]), want) << f.comment;
    ++checked;
  }
  EXPECT_EQ(checked, 10);
}

TEST(Jt808DecoderTest, RegisterBodies2011And2013And2019) {
  auto frames = Frames("go_jt808.hex");
  int seen = 0;
  for (const auto& f : frames) {
    if (f.comment.find("T0x0100 register") == std::string::npos) continue;
    DeviceMessage m = DecodeHex(f.hex);
    ASSERT_TRUE(m.ok()) << m.error;
    EXPECT_EQ(m.msg_id, kMsgRegister);
    EXPECT_EQ(m.attributes.GetInt(AttrKey::kProvince), 31);
    EXPECT_EQ(m.attributes.GetInt(AttrKey::kCity), 115);
    EXPECT_EQ(m.attributes.GetString(AttrKey::kManufacturer), "cd");
    EXPECT_EQ(m.attributes.GetString(AttrKey::kTerminalId), "7654321");
    EXPECT_EQ(m.attributes.GetInt(AttrKey::kPlateColor), 1);
    EXPECT_EQ(m.attributes.GetString(AttrKey::kPlate), "测A1234");  // GBK b2e2 41 31323334
    std::string model = m.attributes.GetString(AttrKey::kModel).value_or("");
    if (f.comment.find("2011") != std::string::npos) {
      EXPECT_EQ(model, "www.808.");  // BYTE[8]
    } else {
      EXPECT_EQ(model, "www.808.com");
    }
    ++seen;
  }
  EXPECT_EQ(seen, 3);
}

TEST(Jt808DecoderTest, RegisterFromAnotherPlatformAndTraccar) {
  // api-contract §4.3: zeroed maker/model/terminal id, then a VIN.
  for (const auto& f : Frames("api_contract.hex")) {
    if (f.comment.find("0x0100 register") == std::string::npos) continue;
    DeviceMessage m = DecodeHex(f.hex);
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(m.attributes.GetString(AttrKey::kPlate), "LSVAU2180N2123456");
    ASSERT_EQ(m.replies.size(), 1u);
    EXPECT_EQ(ToHex(m.replies[0]).substr(2, 4), "8100");
  }
  // Traccar: 2013 register with plate 粤B88888 (GBK d4c1 42 3838383838).
  DeviceMessage m = DecodeHex(
      "7e0100002d0141305678720024002c012f373031313142534a2d41362d424400000000000000000000003035363738373201d4c1423838"
      "3838386d7e");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.device_id, "014130567872");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kPlate), "粤B88888");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kModel), "BSJ-A6-BD");
}

TEST(Jt808DecoderTest, Authentication2013And2019) {
  // api-contract §4.3: body ASCII "123456".
  for (const auto& f : Frames("api_contract.hex")) {
    if (f.comment.find("0x0102") == std::string::npos) continue;
    DeviceMessage m = DecodeHex(f.hex);
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(m.attributes.GetString(AttrKey::kAuthCode), "123456");
    ASSERT_EQ(m.replies.size(), 1u);
    EXPECT_EQ(ToHex(m.replies[0]), "7e8001000501382965585400000000010200fe7e");
  }
  // go-jt808: 2019 body = length, code, IMEI[15], version[20].
  DeviceMessage m = DecodeHex(
      "7e0102402f010000000001729984173800000b3137323939383431373338313233343536373839303132333435332e372e31350000"
      "000000000000000000000000227e");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kAuthCode), "17299841738");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kImei), "123456789012345");
  EXPECT_EQ(m.attributes.GetString(AttrKey::kSoftwareVersion), "3.7.15");
}

TEST(Jt808DecoderTest, HeartbeatLogoutAndTerminalReply) {
  // Traccar: heartbeat.
  DeviceMessage hb = DecodeHex("7e0002000004304832546500b7ca7e");
  ASSERT_TRUE(hb.ok());
  EXPECT_EQ(hb.device_id, "043048325465");
  ASSERT_EQ(hb.replies.size(), 1u);
  EXPECT_EQ(ToHex(hb.replies[0]).substr(2, 4), "8001");
  // Logout built per the standard.
  ReplyAddress to{H("013829655854"), false, 0};
  Session s = Reading();
  DeviceMessage lo = Decode(BuildFrame(to, kMsgLogout, 9, {}), s, kNow);
  ASSERT_TRUE(lo.ok());
  EXPECT_EQ(lo.msg_id, kMsgLogout);
  ASSERT_EQ(lo.replies.size(), 1u);
  EXPECT_EQ(ToHex(lo.replies[0]), "7e8001000501382965585400000009000300f77e");
  EXPECT_TRUE(ParseFrame(lo.replies[0])->checksum_ok);
  // go-jt808: terminal general reply (serial 123 of 0x01c8, result 3) — no reply to a reply.
  DeviceMessage tr = DecodeHex("7e000100050123456789017fff007b01c803bd7e");
  EXPECT_EQ(tr.attributes.GetInt(AttrKey::kAckSerial), 123);
  EXPECT_EQ(tr.attributes.GetInt(AttrKey::kAckMsgId), 0x01c8);
  EXPECT_EQ(tr.attributes.GetInt(AttrKey::kAckResult), 3);
  EXPECT_TRUE(tr.replies.empty());
}

TEST(Jt808DecoderTest, LocationBasicFieldsAndGmt8) {
  // Traccar: lat 0x01578CC0, lon 0x06CA3A5C, altitude 0x47, time 14-07-23 17:20:15 GMT+8.
  DeviceMessage m = DecodeHex(
      "7E02000032013511221122000700000000000C000301578CC006CA3A5C00470000000014072317201501040000000030011631010BD07E");
  ASSERT_EQ(m.positions.size(), 1u);
  const Position& p = m.positions[0];
  EXPECT_EQ(p.device_id, "013511221122");
  EXPECT_DOUBLE_EQ(p.lat, 22.51488);
  EXPECT_DOUBLE_EQ(p.lon, 113.916508);
  EXPECT_EQ(p.altitude_m, 71);
  EXPECT_EQ(FormatIsoUtc(p.fix_time_ms), "2014-07-23T09:20:15.000Z");
  EXPECT_TRUE(p.valid);
  EXPECT_EQ(p.acc, true);
  EXPECT_EQ(p.satellites, 11);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kSignal), 22);
  EXPECT_EQ(p.attributes.GetDouble(AttrKey::kMileageKm), 0.0);
}

TEST(Jt808DecoderTest, StandardAdditionalItems) {
  // go-jt808: 0x01 mileage 11 → 1.1 km, 0x02 fuel 22 → 2.2 L, 0x03 speed 33 → 3.3 km/h, 0x04 44,
  // 0x11 type 0x42 + id 66, 0x12 area, 0x13 route, 0x25 99, 0x2A 10, 0x2B 20, 0x30 30, 0x31 40.
  DeviceMessage m = DecodeHex(
      "7e0200007c0123456789017fff000004000000080006eeb6ad02633df701380003006320070719235901040000000b020200160302002104"
      "02002c051e3737370000000000000000000000000000000000000000000000000000001105420000004212064d0000004d4d1307000000"
      "580058582504000000632a02000a2b040000001430011e3101286b7e");
  ASSERT_EQ(m.positions.size(), 1u);
  const Position& p = m.positions[0];
  const Attributes& a = p.attributes;
  EXPECT_DOUBLE_EQ(*a.GetDouble(AttrKey::kMileageKm), 1.1);
  EXPECT_DOUBLE_EQ(*a.GetDouble(AttrKey::kFuelL), 2.2);
  EXPECT_DOUBLE_EQ(*a.GetDouble(AttrKey::kTachographSpeedKmh), 3.3);
  EXPECT_EQ(a.GetInt(AttrKey::kAlarmEventId), 44);
  EXPECT_EQ(a.GetInt(AttrKey::kOverspeedAreaType), 0x42);
  EXPECT_EQ(a.GetInt(AttrKey::kOverspeedAreaId), 0x42);
  EXPECT_EQ(a.GetInt(AttrKey::kAreaType), 0x4d);
  EXPECT_EQ(a.GetInt(AttrKey::kAreaId), 0x4d);
  EXPECT_EQ(a.GetInt(AttrKey::kAreaDirection), 0x4d);
  EXPECT_EQ(a.GetInt(AttrKey::kRouteId), 0x58);
  EXPECT_EQ(a.GetInt(AttrKey::kRouteDriveTimeS), 0x58);
  EXPECT_EQ(a.GetInt(AttrKey::kRouteDriveResult), 0x58);
  EXPECT_EQ(a.GetInt(AttrKey::kVehicleSignals), 99);
  EXPECT_EQ(a.GetInt(AttrKey::kIoStatus), 10);
  EXPECT_EQ(a.GetInt(AttrKey::kAdc0), 20);
  EXPECT_EQ(a.GetInt(AttrKey::kAdc1), 0);
  EXPECT_EQ(a.GetInt(AttrKey::kSignal), 30);
  EXPECT_EQ(p.satellites, 40);
  // Its lat/lon DWORDs are swapped (116.3°N does not exist): reported as no fix.
  EXPECT_FALSE(p.valid);
  EXPECT_EQ(p.lat, 0);
  EXPECT_NE(m.warning.find("out of range"), std::string::npos);
}

TEST(Jt808DecoderTest, SouthWestSignsFromStatusBits) {
  ReplyAddress to{H("013829655854"), false, 0};
  // status 0x0E: positioned, south, west.
  Bytes body =
      H("000000000000000e"
        "015f7d05"
        "06d0b56e"
        "0000"
        "0000"
        "0000"
        "250110083000");
  Session s = Reading();
  DeviceMessage m = Decode(BuildFrame(to, kMsgLocationReport, 1, body), s, kNow);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(m.positions[0].lat, -23.035141);
  EXPECT_DOUBLE_EQ(m.positions[0].lon, -114.341230);
  EXPECT_EQ(m.positions[0].acc, false);
}

TEST(Jt808DecoderTest, ApiContractFrames) {
  int n = 0;
  for (const auto& f : Frames("api_contract.hex")) {
    Session s = Reading();
    DeviceMessage m = Decode(f.bytes, s, kNow);
    ASSERT_TRUE(m.ok()) << f.comment << ": " << m.error;
    ASSERT_EQ(m.replies.size(), 1u) << f.comment;  // every frame is answered
    ++n;
    if (m.msg_id != kMsgLocationReport) continue;
    ASSERT_EQ(m.positions.size(), 1u) << f.comment;
    const Position& p = m.positions[0];
    // The stated body lengths are 28 + the additional items.
    for (const char* len : {"0x2F", "0x6D", "0x40", "0x53", "0xA4", "0x8B"}) {
      if (f.comment.find(std::string("body ") + len) != std::string::npos) {
        EXPECT_EQ(f.bytes[4], std::stoi(len, nullptr, 16)) << f.comment;
      }
    }
    // The "-> code, code" lists of the comment are exactly the decoded alarms (the product raises
    // nothing more for these frames).
    std::vector<AlarmCode> expected;
    for (size_t at = f.comment.find("-> "); at != std::string::npos; at = f.comment.find("-> ", at + 3)) {
      std::string rest = f.comment.substr(at + 3);
      for (size_t i = 0; i < rest.size();) {
        size_t end = rest.find_first_of(",;", i);
        std::string name = rest.substr(i, end == std::string::npos ? std::string::npos : end - i);
        while (!name.empty() && name.front() == ' ') name.erase(0, 1);
        if (name.find(' ') != std::string::npos || name.empty()) break;
        auto code = AlarmCodeFromName(name);
        ASSERT_TRUE(code.has_value()) << name;
        EXPECT_TRUE(HasAlarm(p.alarms, *code)) << f.comment << " missing " << name;
        if (!HasAlarm(expected, *code)) expected.push_back(*code);
        if (end == std::string::npos || rest[end] == ';') break;
        i = end + 1;
      }
    }
    if (f.comment.find("-> ") != std::string::npos) {
      EXPECT_EQ(p.alarms.size(), expected.size()) << f.comment;
    }
  }
  EXPECT_EQ(n, 23);
}

TEST(Jt808DecoderTest, ApiContractValues) {
  auto frames = Frames("api_contract.hex");
  DeviceMessage normal = DecodeHex(frames[0].hex);
  const Position& p = normal.positions[0];
  EXPECT_DOUBLE_EQ(p.lat, 23.012173);
  EXPECT_DOUBLE_EQ(p.lon, 114.340462);
  EXPECT_EQ(p.speed_kmh, 60);
  EXPECT_EQ(FormatIsoUtc(p.fix_time_ms), "2025-01-10T00:30:00.000Z");  // 08:30 GMT+8
  EXPECT_DOUBLE_EQ(*p.attributes.GetDouble(AttrKey::kMileageKm), 11.0);
  EXPECT_DOUBLE_EQ(*p.attributes.GetDouble(AttrKey::kFuelL), 110.0);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kSignal), 3);
  EXPECT_TRUE(p.alarms.empty());
  EXPECT_EQ(ToHex(normal.replies[0]), "7e8001000501382965585400000001020000fe7e");

  for (const auto& f : frames) {
    DeviceMessage m = DecodeHex(f.hex);
    const Attributes* a = m.positions.empty() ? nullptr : &m.positions[0].attributes;
    if (f.comment.find("body 0x6D") != std::string::npos) {
      EXPECT_EQ(a->GetString(AttrKey::kIccid), "89860477012070271501");
      EXPECT_DOUBLE_EQ(*a->GetDouble(AttrKey::kVoltageV), 3.906);
      EXPECT_EQ(a->GetInt(AttrKey::kBatteryPct), 68);
    }
    if (f.comment.find("body 0xA4") != std::string::npos) {
      EXPECT_EQ(a->GetString(AttrKey::kImei), "866818039921444");
      EXPECT_EQ(a->GetInt(AttrKey::kMcc), 460);
      EXPECT_DOUBLE_EQ(*a->GetDouble(AttrKey::kVoltageV), 11.946);
    }
    if (f.comment.find("Maoming") != std::string::npos) {
      EXPECT_DOUBLE_EQ(m.positions[0].lat, 21.677431);
      EXPECT_DOUBLE_EQ(m.positions[0].lon, 110.919843);
      EXPECT_EQ(m.positions[0].satellites, 16);
      EXPECT_EQ(m.device_id, "013523654234");
    }
  }
}

// The scripts' frames (api-contract §4.1): one that is not escaped is read raw and answered with
// success; the two whose "7E" text they replaced have a wrong check code. The decode tool still
// reads those, but the gateway (kEnforce) does not trust them: "message error" (result 2), nothing
// decoded.
TEST(Jt808DecoderTest, BrokenFramesOfTheScriptsAreReadButNotTrusted) {
  int untrusted = 0;
  for (const auto& f : Frames("api_contract.hex")) {
    if (f.comment.find("§4.1") == std::string::npos) continue;
    DeviceMessage m = DecodeHex(f.hex);
    ASSERT_TRUE(m.ok()) << f.comment;
    ASSERT_EQ(m.positions.size(), 1u) << f.comment;
    ASSERT_EQ(m.replies.size(), 1u);
    EXPECT_FALSE(m.warning.empty()) << f.comment;
    EXPECT_EQ(m.device_id, "013829655854");
    if (f.comment.find("0x00000018") != std::string::npos) {
      EXPECT_DOUBLE_EQ(*m.positions[0].attributes.GetDouble(AttrKey::kMileageKm), 2.4);
    }
    uint8_t result = ParseFrame(m.replies[0])->body.at(4);
    Session gateway;  // kEnforce
    DeviceMessage g = Decode(f.bytes, gateway, kNow);
    ASSERT_EQ(g.replies.size(), 1u) << f.comment;
    EXPECT_EQ(ParseFrame(g.replies[0])->body.at(4), result) << f.comment;  // the tool shows the gateway's answer
    if (f.comment.find("never escape") != std::string::npos) {
      EXPECT_DOUBLE_EQ(m.positions[0].lat, 23.035138);
      EXPECT_FALSE(m.bad_check);
      EXPECT_EQ(result, kResultOk);
      EXPECT_TRUE(g.ok());
      EXPECT_EQ(g.positions.size(), 1u);
      continue;
    }
    ++untrusted;
    EXPECT_TRUE(m.bad_check) << f.comment;
    EXPECT_EQ(result, kResultMessageError) << f.comment;
    EXPECT_FALSE(g.ok());
    EXPECT_TRUE(g.bad_check);
    EXPECT_TRUE(g.positions.empty());
    EXPECT_EQ(g.serial, m.serial);
  }
  EXPECT_EQ(untrusted, 2);
}

// With kEnforce an untrusted package is not buffered for reassembly, and an untrusted frame does
// not readdress the session (its phone may be as wrong as its check code).
TEST(Jt808DecoderTest, AnUntrustedFrameTouchesNoSessionState) {
  ReplyAddress to{H("013829655854"), false, 1};
  Session s;
  Bytes good = BuildFrame(to, kMsgHeartbeat, 1, {});
  ASSERT_TRUE(Decode(good, s, kNow).ok());
  Bytes package = BuildPackage({H("013900000001"), false, 1}, kMsgLocationBatch, 2, H("0001"), 2, 1);
  package[package.size() - 2] ^= 0x01;
  DeviceMessage m = Decode(package, s, kNow);
  EXPECT_FALSE(m.ok());
  EXPECT_TRUE(m.bad_check);
  EXPECT_FALSE(m.partial);
  EXPECT_EQ(s.reassembler.pending_messages(), 0u);
  EXPECT_EQ(s.device_id, "013829655854");
  EXPECT_EQ(ToHex(s.address.phone_bcd), "013829655854");
  ASSERT_EQ(m.replies.size(), 1u);
  auto reply = ParseFrame(m.replies[0]);
  EXPECT_EQ(reply->header.phone, "013900000001");  // answered to its sender
  EXPECT_EQ(ToHex(reply->body), "0002070402");     // serial 2, 0x0704, message error
}

TEST(Jt808DecoderTest, DrivingTimeAlarmBitsMapToTheDrivingCodes) {
  // JT/T 808 Table 24 bits 2 (疲劳驾驶), 18 (当天累计驾驶超时), 19 (超时停车): the codes the platform
  // raises for the same conditions, so device and platform alarms read alike.
  Position p;
  MapAlarmFlags((1u << 2) | (1u << 18) | (1u << 19), &p);
  EXPECT_TRUE(HasAlarm(p.alarms, AlarmCode::kFatigueDriving));
  EXPECT_TRUE(HasAlarm(p.alarms, AlarmCode::kDailyDriving));
  EXPECT_TRUE(HasAlarm(p.alarms, AlarmCode::kStayed));
  Position none;
  MapAlarmFlags((1u << 3) | (1u << 4) | (1u << 9), &none);  // warning, module faults: no product code
  EXPECT_TRUE(none.alarms.empty());
}

TEST(Jt808DecoderTest, EbikeTheftBitsMapToTheirCodes) {
  // Table 24 bits 8 (主电源掉电), 28 (车辆非法位移), 30 (侧翻预警): 电动车卫士's power cut, moved and
  // tilt/fall alarms (docs/protocols/ebike.md); bit 29 (碰撞预警) stays the collision alarm.
  Position p;
  MapAlarmFlags((1u << 8) | (1u << 28) | (1u << 30), &p);
  EXPECT_EQ(p.alarms,
            (std::vector<AlarmCode>{AlarmCode::kPowerDown, AlarmCode::kIllegalMove, AlarmCode::kRolloverAlarm}));
  Position crash;
  MapAlarmFlags(1u << 29, &crash);
  EXPECT_EQ(crash.alarms, std::vector<AlarmCode>{AlarmCode::kCollideAlarm});
}

TEST(Jt808DecoderTest, BsjExtensionItemsOfTraccarFrames) {
  // 0xEB 0x002D as DWORD 0x2db4 → 11.7 V.
  DeviceMessage a = DecodeHex(
      "7e0200006300000000000008f50000000000000000000000000000000000c7000000cc260615100115010400000001300114310108eb39"
      "000c00b20000000000000000000000060089fffffffe000600c5ffffffef0006002d00002db4001100d53030303030303030303030303030"
      "30c87e");
  ASSERT_EQ(a.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(*a.positions[0].attributes.GetDouble(AttrKey::kVoltageV), 11.7);
  // 0x0089 = FFFFEFFF (bit 12 cleared) → isIllegalRemove.
  DeviceMessage b = DecodeHex(
      "7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29"
      "000c00b28988228066613427450900060089ffffefff000600c5ffffffef0004002d0fa5000300a85c757e");
  EXPECT_TRUE(HasAlarm(b.positions[0].alarms, AlarmCode::kIsIllegalRemove));
  EXPECT_EQ(b.positions[0].attributes.GetString(AttrKey::kIccid), "89882280666134274509");
  EXPECT_EQ(b.positions[0].attributes.GetInt(AttrKey::kBatteryPct), 92);
  // 0x00C5 = FFFFFFAF (bit 6 cleared) → shockAlarm.
  DeviceMessage c = DecodeHex(
      "7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29"
      "000c00b28988228066613427450900060089ffffffff000600c5ffffffaf0004002d0fa5000300a85c257e");
  EXPECT_TRUE(HasAlarm(c.positions[0].alarms, AlarmCode::kShockAlarm));
  // traccar/traccar@9e5c458ad: 0x00A5 = 00000010 with no extended alarm (0x0089 all set; the alarm
  // DWORD has power-down): kept as collisionFlags, no collision (only bits 0–3 mean one, D67).
  DeviceMessage quiet = DecodeHex(
      "7e020000bc014093117711000200000100000000020160bc0006d2d81f000000000000250210103846eb9e001700243436303b30303b3130"
      "3336393b3438383438393130000500043123500004000805dc001300a354383453475f4a543830385f56302e313b000600a50000001000"
      "060089ffffffff000e00d801cc000001288102e9600eb5000600c500c650c8001600fb383938363032443331393234463030313430333100"
      "0500ae03001e0005f00001001e0009f0012502101108430000030030140003003126c97e");
  ASSERT_EQ(quiet.positions.size(), 1u);
  EXPECT_EQ(quiet.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kPowerDown});
  EXPECT_EQ(quiet.positions[0].attributes.GetInt(AttrKey::kCollisionFlags), 0x10);
  // A 19-digit ICCID padded with F.
  DeviceMessage d = DecodeHex(
      "7e020000460100503769640002000001000000001a01b9eaf804d8ee86001800000000240507035152010400000000300100310107eb1c"
      "00060089fffffffe000400ce0000000c00b28942310221007544309f5f7e");
  EXPECT_EQ(d.positions[0].attributes.GetString(AttrKey::kIccid), "8942310221007544309");
  // Battery 0x4C = 76 %.
  DeviceMessage e = DecodeHex(
      "7E0200005300959000194400080000000000000003015DA64806CCB4A8001100000000230816014137010400005B3F30011F310112EB29"
      "000C00B28986049910219020787400060089FFFFFFFF000600C5FFFFFFEF0004002D0F4E000300A84CE07E");
  EXPECT_EQ(e.positions[0].attributes.GetInt(AttrKey::kBatteryPct), 76);
  // 0xEB used by another vendor for a time-zone text: ignored, not misread.
  DeviceMessage f = DecodeHex(
      "7e0704402d0100000866496077582164881d0001000028000000000000000701a00192091f2a4700160000000226050916422701040000"
      "258230010031010e507e");
  ASSERT_EQ(f.positions.size(), 1u);
  EXPECT_EQ(f.positions[0].satellites, 14);
}

TEST(Jt808DecoderTest, Batch0704BlindAreaIsBackFilled) {
  // Traccar: 8 items, type 1.
  DeviceMessage m = DecodeHex(
      "7E0704014301356777777707F5000801002600000000000000030159741206CBFD5001720000000116052709062401040000001D030200"
      "00002600000000000000030159746606CBFD50016B0000000116052709065301040000001D0302000000260000000000000003015975E4"
      "06CBFE58013F0000000116052709072701040000001D0302000000260000000000000003015976DE06CBFF10012E000000011605270907"
      "5601040000001D0302000000260000000000000003015976BC06CBFED0012D0000000116052709083001040000001D03020000002600000"
      "00000000003015976FE06CBFEC001080000000116052709090001040000001D0302000000260000000000000003015976FE06CBFE7800FC"
      "0000000116052709093301040000001D0302000000260000000000000003015977A606CBFF3001080000000116052709100201040000001D"
      "030200001F7E");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.positions.size(), 8u);
  EXPECT_TRUE(m.back_filled);
  for (const Position& p : m.positions) EXPECT_TRUE(p.back_filled);
  EXPECT_EQ(FormatIsoUtc(m.positions[0].fix_time_ms), "2016-05-27T01:06:24.000Z");
  ASSERT_EQ(m.replies.size(), 1u);
  EXPECT_EQ(ToHex(m.replies[0]).substr(2, 4), "8001");
  // go-jt808: type 0 (normal) is not back-filled.
  DeviceMessage n = DecodeHex(
      "7e0704005d0123456789017fff000300001c000004000000080006eeb6ad02633df7013800030063200707192359001c0000040000000800"
      "06eeb6ad02633df7013800030063200707192359001c000004000000080006eeb6ad02633df7013800030063200707192359067e");
  EXPECT_EQ(n.positions.size(), 3u);
  EXPECT_FALSE(n.back_filled);
}

TEST(Jt808DecoderTest, LocationQueryReply0201) {
  ReplyAddress to{H("013829655854"), false, 0};
  Bytes body =
      H("0042"
        "00000000"
        "00000003"
        "015f7d05"
        "06d0b56e"
        "0010"
        "0258"
        "005a"
        "250110083000"
        "300103");
  Session s = Reading();
  DeviceMessage m = Decode(BuildFrame(to, kMsgLocationQueryReply, 5, body), s, kNow);
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kAckSerial), 0x42);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(m.positions[0].lat, 23.035141);
  EXPECT_EQ(m.positions[0].speed_kmh, 60);
}

TEST(Jt808DecoderTest, ParameterReply0104) {
  auto frames = Frames("go_jt808.hex");
  auto it = std::find_if(frames.begin(), frames.end(),
                         [](auto& f) { return f.comment.find("T0x0104") != std::string::npos; });
  ASSERT_NE(it, frames.end());
  DeviceMessage m = DecodeHex(it->hex);
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kAckSerial), 4);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kParamCount), 91);
  std::string params = m.attributes.GetString(AttrKey::kParams).value_or("");
  EXPECT_EQ(params.substr(0, 14), "0001=0000000a;");
  EXPECT_NE(params.find("0013=3132372e302e302e313a37303030"), std::string::npos);  // "127.0.0.1:7000"
}

TEST(Jt808DecoderTest, Transparent0900) {
  // Traccar: 0x0900 type 0xF0 with OBD text.
  DeviceMessage m = DecodeHex(
      "7e0900004a018178393931007941244f42442d52542c31322e332c302c32302c302e30302c302e30302c302c31302e38392c33312e3135"
      "2c3138312e36382c3138312c35342e32362c3536352e39362c302c302c300d0ae97e");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kTransparentType), 0x41);
  EXPECT_EQ(m.attributes.GetString(AttrKey::kTransparentData).value_or("").substr(0, 8), "244f4244");  // "$OBD"
  ASSERT_EQ(m.replies.size(), 1u);
}

// Package `index` of `total` of message `msg_id` (2013 header), escaped and framed.
Bytes SubpackageFrame(const ReplyAddress& to, uint16_t msg_id, uint16_t serial, uint16_t total, uint16_t index,
                      const Bytes& part) {
  ByteWriter w;
  w.U16(msg_id).U16(static_cast<uint16_t>(part.size() | kSubpackageBit)).Append(to.phone_bcd);
  w.U16(serial).U16(total).U16(index).Append(part);
  Bytes raw = w.Release();
  uint8_t x = 0;
  for (uint8_t b : raw) x ^= b;
  raw.push_back(x);
  Bytes out = {kFlag};
  Bytes esc = Escape(raw);
  out.insert(out.end(), esc.begin(), esc.end());
  out.push_back(kFlag);
  return out;
}

TEST(Jt808DecoderTest, MultimediaEventAndData) {
  ReplyAddress to{H("013829655854"), false, 0};
  Session s = Reading();
  DeviceMessage ev = Decode(BuildFrame(to, kMsgMultimediaEvent, 1, H("0000002a00000201")), s, kNow);
  ASSERT_TRUE(ev.ok());
  EXPECT_EQ(ev.attributes.GetInt(AttrKey::kMediaId), 42);
  EXPECT_EQ(ev.attributes.GetInt(AttrKey::kMediaEvent), 2);
  EXPECT_EQ(ev.attributes.GetInt(AttrKey::kMediaChannel), 1);
  // 0x0801 in three sub-packages: header + 28-byte location + a small JPEG.
  Bytes body = H("0000002a00000201");
  Bytes loc =
      H("00000000000000030"
        "15f7d05"
        "06d0b56e0010025800"
        "5a250110083000");
  Bytes jpeg = H("ffd8ffe000104a46494600ffd9");
  body.insert(body.end(), loc.begin(), loc.end());
  body.insert(body.end(), jpeg.begin(), jpeg.end());
  std::vector<Bytes> parts = {Bytes(body.begin(), body.begin() + 20), Bytes(body.begin() + 20, body.begin() + 40),
                              Bytes(body.begin() + 40, body.end())};
  auto subframe = [&](uint16_t serial, uint16_t index, const Bytes& part) {
    return SubpackageFrame(to, kMsgMultimediaData, serial, 3, index, part);
  };
  DeviceMessage p1 = Decode(subframe(20, 1, parts[0]), s, kNow);
  EXPECT_TRUE(p1.partial);
  ASSERT_EQ(p1.replies.size(), 1u);
  EXPECT_EQ(ToHex(p1.replies[0]).substr(2, 4), "8001");
  // Package 3 arrives before 2: the platform asks for package 2 with the multimedia reply's
  // retransmit list (0x8800: media id 42, 1 package, id 2).
  DeviceMessage p3 = Decode(subframe(22, 3, parts[2]), s, kNow);
  EXPECT_TRUE(p3.partial);
  ASSERT_EQ(p3.replies.size(), 2u);
  EXPECT_EQ(ToHex(p3.replies[1]).substr(2, 4), "8800");
  EXPECT_EQ(ToHex(p3.replies[1]).substr(26, 14), "0000002a010002");
  DeviceMessage done = Decode(subframe(21, 2, parts[1]), s, kNow);
  ASSERT_TRUE(done.ok()) << done.error;
  EXPECT_FALSE(done.partial);
  ASSERT_TRUE(done.media.has_value());
  EXPECT_EQ(done.media->id, 42u);
  EXPECT_EQ(ToHex(done.media->data), ToHex(jpeg));
  ASSERT_EQ(done.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(done.positions[0].lat, 23.035141);
  ASSERT_EQ(done.replies.size(), 1u);
  EXPECT_EQ(ToHex(done.replies[0]).substr(2, 4), "8800");  // multimedia data reply
}

TEST(Jt808DecoderTest, AMessageWhosePackagesStopComingIsAskedForOnTheNextFrame) {
  ReplyAddress to{H("013829655854"), false, 0};
  const Bytes heartbeat = BuildFrame(to, kMsgHeartbeat, 90, {});
  const Bytes part(20, 0x11);
  Session s = Reading();
  // 0x0801, media id 42: packages 1 and 2 of 3 arrive, the last one is lost.
  Bytes media_first = H("0000002a00000201");
  media_first.resize(20, 0);
  Decode(SubpackageFrame(to, kMsgMultimediaData, 30, 3, 1, media_first), s, kNow);
  Decode(SubpackageFrame(to, kMsgMultimediaData, 31, 3, 2, part), s, kNow);
  // A batch 0x0704 in 3 packages of which only package 2 arrives (serial 41: package 1 was 40).
  Decode(SubpackageFrame(to, kMsgLocationBatch, 41, 3, 2, part), s, kNow);
  // Within the stall time the heartbeat gets its reply only.
  EXPECT_EQ(Decode(heartbeat, s, kNow + 5'000).replies.size(), 1u);
  // After it, the next frame also carries a request for each stalled message.
  DeviceMessage hb = Decode(heartbeat, s, kNow + 10'500);
  ASSERT_EQ(hb.replies.size(), 3u);
  std::string media_request, batch_request;
  for (const Bytes& r : hb.replies) {
    std::string hex = ToHex(r);
    if (hex.substr(2, 4) == "8800") media_request = hex;
    if (hex.substr(2, 4) == "8003") batch_request = hex;
  }
  EXPECT_EQ(media_request.substr(26, 14), "0000002a010003");  // media 42: resend package 3
  EXPECT_EQ(batch_request.substr(26, 14), "00280200010003");  // first serial 40: resend 1 and 3
  EXPECT_EQ(ToHex(hb.replies.back()).substr(2, 4), "8001");   // and the heartbeat's own reply
  // Asked once per stall time, not on every frame.
  EXPECT_EQ(Decode(heartbeat, s, kNow + 11'000).replies.size(), 1u);
  EXPECT_EQ(Decode(heartbeat, s, kNow + 21'000).replies.size(), 3u);
}

TEST(Jt808DecoderTest, VendorAdasAndCardItems) {
  for (const auto& f : Frames("api_contract.hex")) {
    DeviceMessage m = DecodeHex(f.hex);
    if (f.comment.find("0x64 ADAS") != std::string::npos) {
      EXPECT_TRUE(HasAlarm(m.positions[0].alarms, AlarmCode::kAudioAlarm));
      EXPECT_EQ(m.positions[0].attributes.GetInt(AttrKey::kAdasEvent), 0x21);
    }
    if (f.comment.find("11 12 00 00") != std::string::npos) {
      EXPECT_TRUE(HasAlarm(m.positions[0].alarms, AlarmCode::kCardRemovalAlarm));
    }
    if (f.comment.find("11 15 00 00") != std::string::npos) {
      EXPECT_TRUE(HasAlarm(m.positions[0].alarms, AlarmCode::kCardErrorAlarm));
      EXPECT_FALSE(HasAlarm(m.positions[0].alarms, AlarmCode::kCardRemovalAlarm));
    }
  }
}

// A 0x0200 body built per the standard (23.012173 N, 114.340462 E, 2025-01-10 08:30:00 GMT+8)
// with `items` (hex) as additional items, decoded on its own.
Position Location(std::string_view items, uint32_t status = 3) {
  ByteWriter w;
  w.U32(0).U32(status).U32(23012173).U32(114340462).U16(50).U16(600).U16(90);
  w.Append(H("250110083000"));
  w.Append(H(items));
  Position p;
  std::string warning;
  EXPECT_TRUE(DecodeLocation(w.bytes(), &p, &warning).ok());
  EXPECT_EQ(warning, "");
  return p;
}

TEST(Jt808DecoderTest, VendorBatteryAndPowerItems) {
  // Battery % in 0x06 (one byte), 0x56 (tens), 0xD4, 0xE1, 0xE3, 0xE4, 0xFE; volts in 0x69, 0xD5, 0xE3
  // (battery) and 0x82, 0xE1, 0xFE (external); 0xFF in 0xE1 and a 0 charge byte in 0xE4 = charging.
  EXPECT_EQ(Location("06013e").attributes.GetInt(AttrKey::kBatteryPct), 62);
  EXPECT_DOUBLE_EQ(*Location("06028005").attributes.GetDouble(AttrKey::kTemperatureC), -5);  // the standard's
  EXPECT_EQ(Location("56020900").attributes.GetInt(AttrKey::kBatteryPct), 90);
  EXPECT_EQ(Location("d40164").attributes.GetInt(AttrKey::kBatteryPct), 100);
  EXPECT_DOUBLE_EQ(*Location("6902018b").attributes.GetDouble(AttrKey::kBatteryV), 3.95);
  EXPECT_DOUBLE_EQ(*Location("d50201a2").attributes.GetDouble(AttrKey::kBatteryV), 4.18);
  EXPECT_DOUBLE_EQ(*Location("82020082").attributes.GetDouble(AttrKey::kVoltageV), 13.0);
  EXPECT_DOUBLE_EQ(*Location("e1020072").attributes.GetDouble(AttrKey::kVoltageV), 11.4);
  Position charging = Location("e101ff");
  EXPECT_EQ(charging.attributes.GetInt(AttrKey::kCharging), 1);
  EXPECT_FALSE(charging.attributes.GetInt(AttrKey::kBatteryPct));
  EXPECT_TRUE(Location("e10c020800040013b202e4648300", 0).attributes.empty());  // a cell list: not decoded
  Position e3 = Location("e3060064019a0000");
  EXPECT_EQ(e3.attributes.GetInt(AttrKey::kBatteryPct), 100);
  EXPECT_DOUBLE_EQ(*e3.attributes.GetDouble(AttrKey::kBatteryV), 4.10);
  Position e4 = Location("e4020063");
  EXPECT_EQ(e4.attributes.GetInt(AttrKey::kCharging), 1);
  EXPECT_EQ(e4.attributes.GetInt(AttrKey::kBatteryPct), 99);
  EXPECT_FALSE(Location("e4020163").attributes.GetInt(AttrKey::kCharging));
  EXPECT_EQ(Location("fe0145").attributes.GetInt(AttrKey::kBatteryPct), 69);
  EXPECT_DOUBLE_EQ(*Location("fe02001e").attributes.GetDouble(AttrKey::kVoltageV), 3.0);
  EXPECT_TRUE(Location("fe0400000090", 0).attributes.empty());  // an odometer of unknown unit
}

TEST(Jt808DecoderTest, VendorFeAlarmList) {
  // traccar/traccar@9e5c458ad (raw 0x7D, not escaped): 0xFE = 7C, type 01 DWORD 1 → harsh acceleration.
  DeviceMessage m = DecodeHex(
      "7e0200008201215233475100030000000000000003015a7f6106cf8cec003d0000000021071311481901040000005630011931011ae102"
      "00755d3d0601cc0024990a7da0032301cc002499099b2941fc01cc002499099b29430b01cc0024990a7da0290601cc0024990a7da015fd01"
      "cc0026220994506bfffe157c010400000001f10c000000000000000000000000997e");
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_EQ(m.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kAccelerateAlarm});
  // Bits 1–4: braking, cornering, collision, tamper.
  EXPECT_EQ(Location("fe077c01040000001e").alarms,
            (std::vector<AlarmCode>{AlarmCode::kSlowDownAlarm, AlarmCode::kSwerveAlarm, AlarmCode::kCollideAlarm,
                                    AlarmCode::kIsIllegalRemove}));
}

TEST(Jt808DecoderTest, VendorJimiE8Extension) {
  // traccar/traccar@9e5c458ad, a JC371 (terminal number = IMEI as an integer), frames sent unescaped.
  DeviceMessage power = DecodeHex(
      "7E020000344EB6FB4AD6280001000000000000000301587D0106CBFF6600000000000026010112000001040000007B30011831010AE80A"
      "2003070105019F030190657E");
  ASSERT_EQ(power.positions.size(), 1u);
  const Attributes& a = power.positions[0].attributes;
  EXPECT_EQ(a.GetInt(AttrKey::kCharging), 1);
  EXPECT_EQ(a.GetInt(AttrKey::kBatteryPct), 83);  // level 5 of 6
  EXPECT_DOUBLE_EQ(*a.GetDouble(AttrKey::kBatteryV), 4.15);
  EXPECT_DOUBLE_EQ(*a.GetDouble(AttrKey::kVoltageV), 4.0);
  EXPECT_EQ(a.GetInt(AttrKey::kSignal), 24);  // item 0x30, not the block's GSM level
  DeviceMessage sos = DecodeHex(
      "7E0200003E4EB6FB4AD6280002000000000000000301587D0106CBFF6600000000000026010112000001040000007B30011831010AE814"
      "0C01103131313131313126010112000000000000467E");
  EXPECT_EQ(sos.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kEmergencyAlarm});
  EXPECT_EQ(sos.positions[0].attributes.GetInt(AttrKey::kVendorEvent), 0x0C01);
  DeviceMessage shock = DecodeHex(
      "7E0200003E4EB6FB4AD6280003000000000000000301587D0106CBFF6600000000000026010112000001040000007B30011831010AE814"
      "0406103131313131313126010112000000000000487E");
  EXPECT_EQ(shock.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kShockAlarm});
  // Status list 0x2005: external 14.0 V; ignition events; another vendor's 3-byte lock status is left alone.
  EXPECT_DOUBLE_EQ(*Location("e81120050e200102008c000601040007020006").attributes.GetDouble(AttrKey::kVoltageV), 14.0);
  EXPECT_EQ(Location("e80a0c030700000000000000", 0).acc, true);
  EXPECT_TRUE(Location("e803040001", 0).attributes.empty());
  EXPECT_TRUE(Location("e803040001", 0).alarms.empty());
}

TEST(Jt808DecoderTest, VendorAovxItems) {
  // traccar/traccar@9e5c458ad, a GL100: 0xF7 battery 3.656 V, charging, 52 %; 0xF8 IMEI, ICCID, model.
  DeviceMessage m = DecodeHex(
      "7e020000cc413051529609000100000000100000100000000000000000000000000000230731012858010400000000300116310100f01a"
      "01cc0000085118aa0000550ba201cc0000085118ae0000550b93f231414f56585f474c3130302d4c415f48322e305f4547393135554c41"
      "41425230324130334d30385f56322e302e373a763135f618001f09eb015e01fc00500060042005dc002800000032000af70600000e4802"
      "34f81d020865413051529609898604a6102181622843474c3130302d4c410000f912000f000000000000000000000000000000004e7e");
  ASSERT_EQ(m.positions.size(), 1u);
  const Attributes& a = m.positions[0].attributes;
  EXPECT_DOUBLE_EQ(*a.GetDouble(AttrKey::kBatteryV), 3.656);
  EXPECT_EQ(a.GetInt(AttrKey::kCharging), 1);
  EXPECT_EQ(a.GetInt(AttrKey::kBatteryPct), 52);
  EXPECT_EQ(a.GetString(AttrKey::kImei), "865413051529609");
  EXPECT_EQ(a.GetString(AttrKey::kIccid), "898604a6102181622843");
  EXPECT_EQ(a.GetString(AttrKey::kModel), "GL100-LA");
  EXPECT_DOUBLE_EQ(*Location("f1040000308c").attributes.GetDouble(AttrKey::kVoltageV), 12.428);
  EXPECT_TRUE(Location("f702012c", 0).attributes.empty());  // another maker's humidity
  EXPECT_TRUE(Location("f80201f4", 0).attributes.empty());  // another maker's temperature
}

TEST(Jt808DecoderTest, OilOrCircuitCutBitsAreTheLockedState) {
  // Status bits 10 (油路断开) and 11 (电路断开): what 锁车 (0x8105 0x64) leaves on an e-bike; bit 12
  // (车门加锁, 设防) alone is not a cut.
  EXPECT_EQ(Location("", 3 | 1u << 10).attributes.GetInt(AttrKey::kOilCut), 1);
  EXPECT_EQ(Location("", 3 | 1u << 11).attributes.GetInt(AttrKey::kOilCut), 1);
  EXPECT_FALSE(Location("", 3 | 1u << 12).attributes.GetInt(AttrKey::kOilCut));
}

TEST(Jt808DecoderTest, DoorBitsOfTheStatus) {
  EXPECT_EQ(Location("", 3 | 1u << 16).attributes.GetInt(AttrKey::kDoorOpen), 1);  // door 4
  EXPECT_EQ(Location("", 3 | 1u << 13).attributes.GetInt(AttrKey::kDoorOpen), 1);  // door 1
  EXPECT_FALSE(Location("", 3 | 1u << 12).attributes.GetInt(AttrKey::kDoorOpen));  // doors locked
}

TEST(Jt808DecoderTest, TextRepliesBecomeTheResult) {
  // traccar/traccar@9e5c458ad: 0x0701 (length DWORD + text), 0x6006 (encoding + GBK text), 0x1300
  // (answer serial + UTF-16BE); each acknowledged with 0x8001 result 0.
  struct Case {
    const char* hex;
    const char* text;
  } cases[] = {
      {"7e070100150120764632790008000000114d442c53455420434f4e464947204f4b21187e", "MD,SET CONFIG OK!"},
      {"7e60060055014164192753005a003c5645523a53444b3a42433738455f5045545f56312e30325f3234303631312c4150503a504554"
       "31302348573031344a54533130323033443234313130345f4e6f7620203420323032345f31343a34393a33343e4c7e",
       "<VER:SDK:BC78E_PET_V1.02_240611,APP:PET10#HW014JTS10203D241104_Nov  4 2024_14:49:34>"},
      {"7e13000012045450091546010900000053006500740020004f004b0021000d197e", "Set OK!"},
  };
  for (const Case& c : cases) {
    DeviceMessage m = DecodeHex(c.hex);
    ASSERT_TRUE(m.ok()) << m.error;
    EXPECT_EQ(m.attributes.GetString(AttrKey::kResult), c.text);
    ASSERT_EQ(m.replies.size(), 1u);
    auto reply = ParseFrame(m.replies[0]);
    ASSERT_TRUE(reply.ok());
    EXPECT_EQ(reply->header.msg_id, kMsgPlatformGeneralReply);
    EXPECT_EQ(reply->body.back(), kResultOk);
  }
}

TEST(Jt808DecoderTest, AreaAlarmUsesItem12Direction) {
  ReplyAddress to{H("013829655854"), false, 0};
  Bytes body =
      H("00100000"
        "00000003"
        "015f7d05"
        "06d0b56e"
        "0000"
        "0000"
        "0000"
        "250110083000"
        "1206"
        "0100000007"
        "01");
  Session s = Reading();
  DeviceMessage m = Decode(BuildFrame(to, kMsgLocationReport, 1, body), s, kNow);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_TRUE(HasAlarm(m.positions[0].alarms, AlarmCode::kOutAreaAlarm));
}

TEST(Jt808DecoderTest, ErrorsAreValuesNeverCrashes) {
  // Truncated location body: error, but still answered (result 2).
  DeviceMessage a = DecodeHex(
      "7e0200000501382965585400010000000000"
      "fe7e");
  EXPECT_FALSE(a.ok());
  ASSERT_EQ(a.replies.size(), 1u);
  EXPECT_EQ(ToHex(a.replies[0]).substr(34, 2), "02");
  // Garbage and too-short frames: error, no reply (no address).
  for (std::string_view hex : {"7e7e", "7e01027e", "7effffffffffff7e", "7e7d7d7d7d7d7d7d7d7d7d7d7d7d7e"}) {
    DeviceMessage m = DecodeHex(hex);
    EXPECT_FALSE(m.ok()) << hex;
  }
  // Unknown message: answered "unsupported".
  ReplyAddress to{H("013829655854"), false, 0};
  Session s = Reading();
  DeviceMessage u = Decode(BuildFrame(to, 0x0f0f, 1, H("01")), s, kNow);
  ASSERT_EQ(u.replies.size(), 1u);
  EXPECT_EQ(ToHex(u.replies[0]).substr(34, 2), "03");
  // Every prefix of a real frame decodes without crashing.
  Bytes frame = H(
      "7E02000032013511221122000700000000000C000301578CC006CA3A5C00470000000014072317201501040000000030011631010BD07E");
  for (size_t n = 0; n <= frame.size(); ++n) {
    Session t = Reading();
    (void)Decode(ByteView(frame).first(n), t, kNow);
  }
}

void ExpectInts(const Attributes& a, std::initializer_list<std::pair<AttrKey, int64_t>> expected) {
  for (const auto& [key, value] : expected) EXPECT_EQ(a.GetInt(key), value) << AttrName(key);
}

// OBD data after a one-byte 0x80 (D140): two frames of traccar_decoder.hex (lines 116 and 120).
TEST(Jt808DecoderTest, ObdItemsAfterTheirMarkBecomeAttributes) {
  DeviceMessage m = DecodeHex(
      "7e0200008e01917159043700b300000000800000030158990606ca0fd7000400000000211129111705010400000000cc14383938363037"
      "423831303230393031363239363830010d8001aa81021388820200858301148401aa8502189b8601338702007e8801338901148a020099"
      "8b1131323334353637383941424344454647488c04000200a88d0200828e0114a00b50353338662c5530323966037e");
  ASSERT_EQ(m.positions.size(), 1u);
  const Attributes& a = m.positions[0].attributes;
  ExpectInts(a, {{AttrKey::kRpm, 5000},
                 {AttrKey::kEngineLoadPct, 20},
                 {AttrKey::kCoolantC, 130},
                 {AttrKey::kThrottlePct, 20},
                 {AttrKey::kFuelLevelPct, 20}});
  EXPECT_EQ(a.GetString(AttrKey::kVin), "123456789ABCDEFGH");
  EXPECT_DOUBLE_EQ(a.GetDouble(AttrKey::kObdMileageKm).value_or(0), 13124.0);
  EXPECT_EQ(a.GetString(AttrKey::kDtcs), "P538F U029F");                // as Traccar asserts, upper case
  EXPECT_DOUBLE_EQ(a.GetDouble(AttrKey::kVoltageV).value_or(0), 13.3);  // 0x82, the power items'

  DeviceMessage n = DecodeHex(
      "7e0200007c0191718447540dcd000000008000000b029eabc204ba78510004000000042111182321120104000017f6cc14383933303237"
      "323037303339333033383732373130011d800134810204718202008283010e84017b85021ae986012f870201788901038b114a4e31424a"
      "314352364b573333363533358c040008dcb68d02018c8e013da000c07e");
  ASSERT_EQ(n.positions.size(), 1u);
  const Attributes& b = n.positions[0].attributes;
  ExpectInts(b,
             {{AttrKey::kRpm, 1137}, {AttrKey::kCoolantC, 83}, {AttrKey::kIntakeC, 7}, {AttrKey::kFuelLevelPct, 61}});
  EXPECT_EQ(b.GetString(AttrKey::kVin), "JN1BJ1CR6KW336535");
  EXPECT_DOUBLE_EQ(b.GetDouble(AttrKey::kObdMileageKm).value_or(0), 58079.0);
  EXPECT_FALSE(b.GetString(AttrKey::kDtcs));  // no fault codes

  // Without the 0x80 mark the same items are another vendor's: nothing read as OBD data.
  ReplyAddress to{H("013829655854"), false, 0};
  Bytes body = H("00000000000000030158990606ca0fd70004000000002111291117058102138884017b");
  Session s = Reading();
  DeviceMessage u = Decode(BuildFrame(to, 0x0200, 1, body), s, kNow);
  ASSERT_EQ(u.positions.size(), 1u);
  EXPECT_FALSE(u.positions[0].attributes.GetInt(AttrKey::kRpm));
  EXPECT_FALSE(u.positions[0].attributes.GetInt(AttrKey::kCoolantC));
}

TEST(Jt808DecoderTest, EveryTraccarFrameDecodesOrFailsCleanly) {
  int positions = 0, errors = 0, frames = 0;
  for (const auto& f : Frames("traccar_decoder.hex")) {
    ASSERT_FALSE(f.bytes.empty()) << f.line;
    Session s = Reading();
    DeviceMessage m = Decode(f.bytes, s, kNow);
    ++frames;
    positions += static_cast<int>(m.positions.size());
    errors += m.ok() ? 0 : 1;
  }
  EXPECT_EQ(frames, 111);
  EXPECT_GT(positions, 100);
  EXPECT_LE(errors, 12);  // vendor 0x55xx frames and a few others Traccar decodes with model quirks
}

}  // namespace
}  // namespace chelian::jt808
