// Tests for the GT06 decoder: login with time zone, heartbeat, GPS/LBS/alarm types, command
// replies, info, time request, per-connection state, bad input. Frames from testdata/*.hex
// (sources cited there) or built here per the JM-VL03 document.
#include "protocol/gt06/decoder.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/civil_time.h"
#include "core/crc.h"
#include "core/hex.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/packet.h"
#include "protocol/testdata.h"

namespace chelian::gt06 {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;                                   // 2025-01-10 09:06:40 UTC
constexpr char kDocLogin[] = "78781101075253367890024270003201000512790d0a";  // GMT+8
constexpr char kUtcLogin[] = "78780D01012345678901234500018CDD0D0A";          // no time zone

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }

// Captures are read as the decode tool reads them: a frame whose check code does not verify is
// decoded with a warning (a number of Traccar's captures have a wrong one). What the gateway does
// with such a frame (CheckCodes::kEnforce) is tested on its own below.
Session Reading() {
  Session s;
  s.check_codes = CheckCodes::kReport;
  return s;
}

bool HasAlarm(const std::vector<AlarmCode>& alarms, AlarmCode c) {
  return std::find(alarms.begin(), alarms.end(), c) != alarms.end();
}

// `hex` with its CRC recomputed. Some of Traccar's captures carry a wrong CRC (the gateway answers
// those with nothing): the acknowledgement a correct frame of theirs gets is checked on this copy.
std::string WithGoodCrc(std::string_view hex) {
  Bytes f = H(hex);
  uint16_t crc = Crc16X25(ByteView(f).subspan(2, f.size() - 6));
  f[f.size() - 4] = static_cast<uint8_t>(crc >> 8);
  f[f.size() - 3] = static_cast<uint8_t>(crc);
  return ToHex(f);
}

// Decodes `hex` on a session that logged in with `login`.
DeviceMessage After(const char* login, std::string_view hex) {
  Session s = Reading();
  Decode(H(login), s, kNow);
  return Decode(H(hex), s, kNow);
}

// The gateway (kEnforce) does not trust a frame whose CRC does not verify: not decoded, no answer
// (GT06 has no negative acknowledgement), the session not touched; the decode tool (kReport)
// reads it with a warning and shows that nothing is answered.
TEST(Gt06DecoderTest, CrcMismatchesAreNotTrusted) {
  Bytes bad = H(kDocLogin);
  bad[bad.size() - 3] ^= 0x01;
  Session gateway;
  DeviceMessage g = Decode(bad, gateway, kNow);
  EXPECT_FALSE(g.ok());
  EXPECT_TRUE(g.bad_check);
  EXPECT_TRUE(g.replies.empty());
  EXPECT_EQ(gateway.imei, "");
  Session tool = Reading();
  DeviceMessage t = Decode(bad, tool, kNow);
  EXPECT_TRUE(t.ok());
  EXPECT_TRUE(t.bad_check);
  EXPECT_EQ(t.device_id, "752533678900242");
  EXPECT_NE(t.warning.find("CRC mismatch"), std::string::npos);
  EXPECT_TRUE(t.replies.empty());
}

TEST(Gt06DecoderTest, LoginWithTimeZone) {
  Session s = Reading();
  DeviceMessage m = Decode(H(kDocLogin), s, kNow);
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.device_id, "752533678900242");
  EXPECT_EQ(s.imei, "752533678900242");
  EXPECT_EQ(s.utc_offset_minutes, 480);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kDeviceType), 0x7000);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kTimezoneMinutes), 480);
  ASSERT_EQ(m.replies.size(), 1u);
  EXPECT_EQ(ToHex(m.replies[0]), "7878050100059ff80d0a");  // the document's reply
  // GMT-4:00 = 0x190a (protocols.md, from the VL03 document and Traccar's login branch).
  Session w = Reading();
  Decode(BuildFrame(kMsgLogin,
                    H("0123456789012345"
                      "0001"
                      "190a"),
                    1),
         w, kNow);
  EXPECT_EQ(w.utc_offset_minutes, -240);
  // Traccar: a short login (IMEI only).
  Session t = Reading();
  DeviceMessage u = Decode(H(kUtcLogin), t, kNow);
  EXPECT_EQ(u.device_id, "123456789012345");
  EXPECT_FALSE(t.has_time_zone);
}

TEST(Gt06DecoderTest, GpsTimeUsesTheLoginZone) {
  // Traccar 0x10: 2011-03-26 11:27:49, lat 0x027AC7FD, lon 0x0C4657BF, course 0x1521.
  const char* gps = "787819100B031A0B1B31CC027AC7FD0C4657BF0115210001001CC6070D0A";
  DeviceMessage local = After(kDocLogin, gps);
  ASSERT_EQ(local.positions.size(), 1u);
  const Position& p = local.positions[0];
  EXPECT_EQ(FormatIsoUtc(p.fix_time_ms), "2011-03-26T03:27:49.000Z");
  EXPECT_NEAR(p.lat, 41601021 / 1800000.0, 1e-12);
  EXPECT_NEAR(p.lon, 205936575 / 1800000.0, 1e-12);
  EXPECT_EQ(p.course, 289);
  EXPECT_EQ(p.speed_kmh, 1);
  EXPECT_EQ(p.satellites, 12);
  EXPECT_TRUE(p.valid);
  EXPECT_EQ(p.device_id, "752533678900242");
  EXPECT_TRUE(local.replies.empty());  // GPS packets are not acknowledged
  DeviceMessage utc = After(kUtcLogin, gps);
  EXPECT_EQ(FormatIsoUtc(utc.positions[0].fix_time_ms), "2011-03-26T11:27:49.000Z");
}

// A 0x22 of the JM-VL03 document's layout whose GPS time is `t` as the device wrote it.
Bytes Gps22At(const CivilTime& t, uint16_t serial) {
  Bytes content = {static_cast<uint8_t>(t.year % 100), static_cast<uint8_t>(t.month),  static_cast<uint8_t>(t.day),
                   static_cast<uint8_t>(t.hour),       static_cast<uint8_t>(t.minute), static_cast<uint8_t>(t.second)};
  Bytes rest =
      H("c9027ac8180c4658600014000"
        "1cc00287d001f71"
        "000100");
  content.insert(content.end(), rest.begin(), rest.end());
  return BuildFrame(kMsgGpsLbs22, content, serial);
}

TEST(Gt06DecoderTest, ADeviceWritingUtcDespiteItsLoginZoneIsReadAsUtc) {
  // The VL03 document labels 0x22 "UTC" while its login example carries GMT+8: the first
  // packet whose time is current in exactly one reading settles it for the connection.
  Session s = Reading();
  Decode(H(kDocLogin), s, kNow);  // GMT+8
  DeviceMessage first = Decode(Gps22At(EpochMsToCivil(kNow - 30'000), 1), s, kNow);
  ASSERT_EQ(first.positions.size(), 1u);
  EXPECT_EQ(first.positions[0].fix_time_ms, kNow - 30'000);
  EXPECT_EQ(s.time_reading, TimeReading::kUtc);
  // A re-upload from two days ago is then read as UTC too.
  DeviceMessage old = Decode(Gps22At(EpochMsToCivil(kNow - 2 * 86'400'000LL), 2), s, kNow);
  EXPECT_EQ(old.positions[0].fix_time_ms, kNow - 2 * 86'400'000LL);
  // A device writing its own zone is read in it, as before.
  Session local = Reading();
  Decode(H(kDocLogin), local, kNow);
  DeviceMessage here = Decode(Gps22At(EpochMsToCivil(kNow - 30'000 + 8 * 3'600'000LL), 1), local, kNow);
  EXPECT_EQ(here.positions[0].fix_time_ms, kNow - 30'000);
  EXPECT_EQ(local.time_reading, TimeReading::kLoginZone);
  // Until a current time decides, the login's zone (old captures stay as Traccar reads them).
  Session undecided = Reading();
  Decode(H(kDocLogin), undecided, kNow);
  DeviceMessage archive = Decode(Gps22At({2023, 9, 19, 15, 58, 50}, 1), undecided, kNow);
  EXPECT_EQ(FormatIsoUtc(archive.positions[0].fix_time_ms), "2023-09-19T07:58:50.000Z");
  EXPECT_EQ(undecided.time_reading, TimeReading::kUndecided);
}

TEST(Gt06DecoderTest, HeartbeatStatus) {
  DeviceMessage m = After(kUtcLogin, "78780a13c40604000201298f5b0d0a");
  ASSERT_TRUE(m.ok());
  EXPECT_TRUE(m.positions.empty());
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kCharging), 1);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kOilCut), 1);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kAcc), 0);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kBatteryPct), 100);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kSignal), 4);
  ASSERT_EQ(m.replies.size(), 1u);
  EXPECT_EQ(ToHex(m.replies[0]), "7878051301295d630d0a");
  // Info byte with alarm bits 100 = SOS.
  Session s = Reading();
  Decode(H(kUtcLogin), s, kNow);
  DeviceMessage sos = Decode(BuildFrame(kMsgHeartbeat, H("2206040001"), 7), s, kNow);
  EXPECT_TRUE(HasAlarm(sos.alarms, AlarmCode::kEmergencyAlarm));
}

TEST(Gt06DecoderTest, AlarmPacketsMapToProductCodes) {
  struct Case {
    const char* hex;
    AlarmCode code;
  };
  const Case cases[] = {
      // Traccar 0x16 SOS (alert 0x01), 0x16 SOS from the info bits, 0x27 low internal battery,
      // 0xA4 low internal battery, 0x16 removal (info bits 111).
      {"787826161709130f3a2dcc02c55f2a089f9af9005c210901360481fe066d9b03413e420102035f92fe0d0a",
       AlarmCode::kEmergencyAlarm},
      {"7878241617070a150e24ca01fba0040780e177005c0001720253360027db6204e40400004bf1e90d0a",
       AlarmCode::kEmergencyAlarm},
      {"78782627100419092D07C5027AC91C0C4658000005370900000000000000008002001900FF00004DF60D0A",
       AlarmCode::kLowVoltage},
      {"78782DA4150817073B10CF032EEA9C0B6CE0800015141001CC0100009A00000000000A6F24014605041900FF01908A640D0A",
       AlarmCode::kLowVoltage},
      {"7878251613020C12141AC5027951430C2A16F60014000900000000001A00007C550300020002F1E70D0A",
       AlarmCode::kIsIllegalRemove},
  };
  for (const Case& c : cases) {
    DeviceMessage m = After(kUtcLogin, c.hex);
    ASSERT_TRUE(m.ok()) << c.hex << ": " << m.error;
    ASSERT_EQ(m.positions.size(), 1u) << c.hex;
    EXPECT_TRUE(HasAlarm(m.positions[0].alarms, c.code)) << c.hex;
    if (m.bad_check) {
      EXPECT_TRUE(m.replies.empty()) << c.hex;  // untrusted: no answer
      m = After(kUtcLogin, WithGoodCrc(c.hex));
    }
    ASSERT_EQ(m.replies.size(), 1u) << c.hex;  // alarms are acknowledged with their own type
    auto reply = ParseFrame(m.replies[0]);
    EXPECT_EQ(reply->protocol, m.msg_id);
    EXPECT_EQ(reply->serial, *m.serial);
  }
}

TEST(Gt06DecoderTest, AlertCodesOfTheDocument) {
  const std::pair<uint8_t, AlarmCode> table[] = {
      {0x01, AlarmCode::kEmergencyAlarm},  {0x02, AlarmCode::kPowerDown},       {0x03, AlarmCode::kShockAlarm},
      {0x04, AlarmCode::kInAreaAlarm},     {0x05, AlarmCode::kOutAreaAlarm},    {0x06, AlarmCode::kOverSpeed},
      {0x09, AlarmCode::kIllegalMove},     {0x0E, AlarmCode::kLowVoltage},      {0x19, AlarmCode::kLowVoltage},
      {0x13, AlarmCode::kIsIllegalRemove}, {0x29, AlarmCode::kAccelerateAlarm}, {0x2C, AlarmCode::kCollideAlarm},
      {0x30, AlarmCode::kSlowDownAlarm},   {0x2A, AlarmCode::kSwerveAlarm},     {0x16, AlarmCode::kAudioAlarm},
      {0x17, AlarmCode::kPseudoLbs},
  };
  for (auto [alert, code] : table) {
    // 0x26 built per the document: GPS block, LBS length 9 + 2G cell, info 0x00, level 4, GSM 3, alert, language 1.
    Bytes content =
        H("190a0a0a1e00"
          "c8"
          "027ac7fd"
          "0c4657bf"
          "3c"
          "1521"
          "09"
          "01cc00287d001f71"
          "000403");
    content.push_back(alert);
    content.push_back(0x01);
    Session s = Reading();
    Decode(H(kUtcLogin), s, kNow);
    DeviceMessage m = Decode(BuildFrame(kMsgGpsLbsStatus26, content, 0x1c), s, kNow);
    ASSERT_EQ(m.positions.size(), 1u);
    EXPECT_TRUE(HasAlarm(m.positions[0].alarms, code)) << int(alert);
    EXPECT_EQ(m.positions[0].attributes.GetInt(AttrKey::kMcc), 460);
    EXPECT_EQ(ToHex(m.replies[0]), "78780526001c9d860d0a");  // the document's alarm reply
  }
}

TEST(Gt06DecoderTest, AlarmPacketWithTheDocumentsMileage) {
  // The document's 0x26 example (tamper, level 4, oil cut) with the 4-byte mileage its table ends
  // with: the status block is read after the LBS block, not from the end of the packet.
  const Bytes content =
      H("0f0c1d030b26"
        "c9027ac8180c465860000400"
        "09"
        "01cc00287d001f71"
        "8004041302"
        "00001234");
  Session s = Reading();
  Decode(H(kUtcLogin), s, kNow);
  DeviceMessage m = Decode(BuildFrame(kMsgGpsLbsStatus26, content, 0x0d), s, kNow);
  ASSERT_EQ(m.positions.size(), 1u);
  const Position& p = m.positions[0];
  EXPECT_EQ(p.alarms, std::vector<AlarmCode>{AlarmCode::kIsIllegalRemove});
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kDeviceAlarm), 0x13);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kVoltageLevel), 4);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kOilCut), 1);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kMcc), 460);
  EXPECT_DOUBLE_EQ(*p.attributes.GetDouble(AttrKey::kMileageKm), 4.66);  // 0x1234 m
  // A voltage byte above 100 is neither a level nor a percentage: no battery value.
  Bytes odd = content;
  odd[odd.size() - 8] = 0xb2;
  DeviceMessage o = Decode(BuildFrame(kMsgGpsLbsStatus26, odd, 0x0e), s, kNow);
  ASSERT_EQ(o.positions.size(), 1u);
  EXPECT_FALSE(o.positions[0].attributes.GetInt(AttrKey::kBatteryPct).has_value());
}

TEST(Gt06DecoderTest, GpsLbs11HasAWideCell) {
  // traccar/traccar@9e5c458ad Gt06ProtocolDecoderTest: 0x11 with a 2-byte MNC and a 4-byte cell id.
  DeviceMessage m = After(kUtcLogin, "78782111150b0b022c30c804b7af7808810cb0003c00012e02d075df0084890c000679950d0a");
  ASSERT_EQ(m.positions.size(), 1u);
  const Attributes& a = m.positions[0].attributes;
  EXPECT_EQ(a.GetInt(AttrKey::kMcc), 302);
  EXPECT_EQ(a.GetInt(AttrKey::kMnc), 720);
  EXPECT_EQ(a.GetInt(AttrKey::kLac), 30175);
  EXPECT_EQ(a.GetInt(AttrKey::kCellId), 0x0084890c);
}

TEST(Gt06DecoderTest, GpsLbs22And4gA0) {
  DeviceMessage a = After(kUtcLogin, "787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A");
  ASSERT_EQ(a.positions.size(), 1u);
  EXPECT_EQ(a.positions[0].attributes.GetInt(AttrKey::kMcc), 460);
  EXPECT_EQ(a.positions[0].attributes.GetInt(AttrKey::kLac), 0x287d);
  EXPECT_EQ(a.positions[0].attributes.GetInt(AttrKey::kCellId), 0x001f71);
  EXPECT_EQ(a.positions[0].acc, false);
  EXPECT_TRUE(a.positions[0].back_filled);  // re-upload byte 1
  EXPECT_TRUE(a.back_filled);
  EXPECT_TRUE(a.replies.empty());
  // Traccar 0xA0 (4G: LAC 4 bytes, cell 8 bytes): ignition off.
  DeviceMessage b =
      After(kUtcLogin, "787829a01707150f2d0ecd01635100041e96d000087c02d4020000912e000000000718798d000e0006ed3ce50d0a");
  ASSERT_EQ(b.positions.size(), 1u);
  EXPECT_EQ(b.positions[0].acc, false);
  EXPECT_EQ(b.positions[0].attributes.GetInt(AttrKey::kMcc), 724);
  EXPECT_EQ(b.positions[0].attributes.GetInt(AttrKey::kCellId), 0x0718798d);
  EXPECT_LT(b.positions[0].lat, 0);  // south (bit 10 clear)
}

TEST(Gt06DecoderTest, GpsPhone1A) {
  Bytes content =
      H("190a0a0a1e00"
        "c8"
        "027ac7fd"
        "0c4657bf"
        "3c"
        "1521");
  std::string phone = "13800138000";
  content.insert(content.end(), phone.begin(), phone.end());
  content.resize(content.size() + 21 - phone.size(), 0);
  content.push_back(0x00);
  content.push_back(0x01);
  Session s = Reading();
  Decode(H(kUtcLogin), s, kNow);
  DeviceMessage m = Decode(BuildFrame(kMsgGpsPhone, content, 3), s, kNow);
  ASSERT_TRUE(m.ok()) << m.error;
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_EQ(FormatIsoUtc(m.positions[0].fix_time_ms), "2025-10-10T10:30:00.000Z");
  EXPECT_EQ(m.positions[0].speed_kmh, 60);
  ASSERT_EQ(m.replies.size(), 1u);  // acknowledged, so the device stops asking
  EXPECT_EQ(ParseFrame(m.replies[0])->protocol, kMsgGpsPhone);
}

TEST(Gt06DecoderTest, CommandRepliesAndInfo) {
  DeviceMessage a =
      After(kUtcLogin, "7878281520000000003c49434349443a38393838323339303030303039373330323635303e00020d446f260d0a");
  EXPECT_EQ(a.attributes.GetString(AttrKey::kIccid), "89882390000097302650");
  EXPECT_EQ(a.attributes.GetString(AttrKey::kResult), "<ICCID:89882390000097302650>");
  DeviceMessage b =
      After(kUtcLogin, "787829152100000000526573746f7265206675656c20737570706c793a2053756363657373210002014077ce0d0a");
  EXPECT_EQ(b.attributes.GetString(AttrKey::kResult), "Restore fuel supply: Success!");
  DeviceMessage c =
      After(kUtcLogin, "797900262100000000020043006f006d006d0061006e00640020006500720072006f0072002100236e850d0a");
  EXPECT_EQ(c.attributes.GetString(AttrKey::kResult), "Command error!");  // UTF-16BE
  DeviceMessage d = After(kUtcLogin, "79790020940a035985708236675805200502187214018966051912408052452f000355560d0a");
  EXPECT_EQ(d.attributes.GetString(AttrKey::kImei), "359857082366758");
  EXPECT_EQ(d.attributes.GetString(AttrKey::kImsi), "520050218721401");
  EXPECT_EQ(d.attributes.GetString(AttrKey::kIccid), "8966051912408052452");
  DeviceMessage e = After(kUtcLogin, "79790008940000ed0289d6860d0a");
  EXPECT_DOUBLE_EQ(*e.attributes.GetDouble(AttrKey::kVoltageV), 2.37);
  // traccar/traccar@9e5c458ad: 0x94 door (sub-type 05: time, then flags 03 = open) and
  // sub-type 0B with two bytes (external voltage 7.39 V).
  DeviceMessage f = After(kUtcLogin, "7979000d940516090908081c030defbd2d0d0a");
  EXPECT_EQ(f.attributes.GetInt(AttrKey::kDoorOpen), 1);
  DeviceMessage g = After(kUtcLogin, "79790008940b02e3048614200d0a");
  EXPECT_DOUBLE_EQ(*g.attributes.GetDouble(AttrKey::kVoltageV), 7.39);
  for (const DeviceMessage* m : {&a, &b, &c, &d, &e, &f, &g}) EXPECT_TRUE(m->replies.empty());
}

TEST(Gt06DecoderTest, LbsOnlyPackets) {
  DeviceMessage a =
      After(kUtcLogin,
            "78783B2810010D02020201CC00287D001F713E287D001F7231287D001E232D287D001F40180000000000000000000"
            "00000000000000000FF00020005B14B0D0A");
  EXPECT_TRUE(a.positions.empty());
  EXPECT_EQ(a.attributes.GetInt(AttrKey::kMcc), 460);
  EXPECT_EQ(a.attributes.GetInt(AttrKey::kCellId), 0x001f71);
  DeviceMessage b =
      After(kUtcLogin,
            "7878412c11030b011c1f013604cb8a00b17754cb8a00bef357cb8a00b73f5fcb8900b0e25fcb8900b6655fcb8a00b7"
            "4960cb8a00b178620701001801eb40393800bbbde10d0a");
  EXPECT_EQ(b.attributes.GetInt(AttrKey::kMcc), 310);
}

// The acknowledgement 78 78 05 <protocol> <serial> of `m`.
bool AcknowledgedAs(const DeviceMessage& m, uint8_t protocol) {
  if (m.replies.size() != 1) return false;
  auto p = ParseFrame(m.replies[0]);
  return p.ok() && p->protocol == protocol && p->serial == m.serial && p->content.empty();
}

TEST(Gt06DecoderTest, LbsAlarmPackets19AndA5) {
  // traccar/traccar@9e5c458ad: 0x19 2G cell + status block, alert 0x19 low internal battery;
  // 0xA5 4G cell (LAC 4, cell 8) + status block, alert 0x13 tamper. No fix: on the message.
  DeviceMessage a = After(kUtcLogin, "78781219012ed042cc00954d00040419000056fe290d0a");
  ASSERT_TRUE(a.ok()) << a.error;
  EXPECT_TRUE(a.positions.empty());
  EXPECT_EQ(a.alarms, std::vector<AlarmCode>{AlarmCode::kLowVoltage});
  EXPECT_EQ(a.attributes.GetInt(AttrKey::kMcc), 302);
  EXPECT_EQ(a.attributes.GetInt(AttrKey::kCellId), 0x954d);
  EXPECT_EQ(a.attributes.GetInt(AttrKey::kBatteryPct), 66);
  EXPECT_TRUE(a.bad_check);  // the capture's CRC is wrong: no answer
  EXPECT_TRUE(a.replies.empty());
  EXPECT_TRUE(
      AcknowledgedAs(After(kUtcLogin, WithGoodCrc("78781219012ed042cc00954d00040419000056fe290d0a")), kMsgLbsStatus));
  DeviceMessage b = After(kUtcLogin, "787819a5012ed0000075df000000000098661502050413000019a12b0d0a");
  ASSERT_TRUE(b.ok()) << b.error;
  EXPECT_EQ(b.alarms, std::vector<AlarmCode>{AlarmCode::kIsIllegalRemove});
  EXPECT_EQ(b.attributes.GetInt(AttrKey::kLac), 0x75df);
  EXPECT_EQ(b.attributes.GetInt(AttrKey::kCellId), 0x986615);
  EXPECT_EQ(b.attributes.GetInt(AttrKey::kAcc), 1);
  EXPECT_TRUE(AcknowledgedAs(b, kMsgLbsAlarm4g));
}

TEST(Gt06DecoderTest, DashcamAlarm95) {
  // traccar/traccar@9e5c458ad, JC100: time + event 0x90 (harsh acceleration), no position.
  DeviceMessage s = After(kUtcLogin, "78780c95130a0209321c90000112800d0a");
  ASSERT_TRUE(s.ok()) << s.error;
  EXPECT_TRUE(s.positions.empty());
  EXPECT_EQ(s.alarms, std::vector<AlarmCode>{AlarmCode::kAccelerateAlarm});
  EXPECT_EQ(s.attributes.GetInt(AttrKey::kVendorEvent), 0x90);
  EXPECT_TRUE(AcknowledgedAs(s, kMsgDashcamAlarm));
  // With a position and video file names: event 0x01 is SOS there.
  DeviceMessage e = After(
      kUtcLogin,
      "78788b95140a070c1434055D4A800209D9C014280100004556454e545f3335333337363131303032333139365f30303030303030305f32"
      "3032305f31305f30375f31345f32305f35325f32342e6d70342c4556454e545f3335333337363131303032333139365f303030303030303"
      "05f323032305f31305f30375f31345f32305f35325f32332e6d7034003f6b260d0a");
  ASSERT_EQ(e.positions.size(), 1u);
  EXPECT_EQ(e.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kEmergencyAlarm});
  EXPECT_EQ(FormatIsoUtc(e.positions[0].fix_time_ms), "2020-10-07T12:20:52.000Z");
  EXPECT_NEAR(e.positions[0].lat, 50.0, 0.01);
  // The same event without a position is not taken for SOS.
  EXPECT_TRUE(After(kUtcLogin, "78780c95130a0209321c01000112800d0a").alarms.empty());
  // JC400 (FF FF marker): satellites, speed WORD and external voltage; event 0x69 has no code.
  DeviceMessage j = After(
      kUtcLogin,
      "78785995ffff01170719152013df0163d45f041ee52018be002f00876900004556454e545f3836323739383035303137353131325f3030"
      "3030303030305f323032335f30375f32355f31385f33325f30355f31342e6d70340119d15a0d0a");
  ASSERT_EQ(j.positions.size(), 1u);
  EXPECT_EQ(j.positions[0].satellites, 15);
  EXPECT_EQ(j.positions[0].speed_kmh, 47);
  EXPECT_DOUBLE_EQ(*j.positions[0].attributes.GetDouble(AttrKey::kVoltageV), 13.5);
  EXPECT_EQ(j.positions[0].attributes.GetInt(AttrKey::kVendorEvent), 0x69);
  EXPECT_TRUE(j.positions[0].alarms.empty());
}

TEST(Gt06DecoderTest, ModularPacket70) {
  // traccar/traccar@9e5c458ad: GPS module (UTC seconds), event 0x12 (removed), ICCID, battery 3.70 V.
  DeviceMessage m = After(
      kUtcLogin,
      "797900a87000000001020035000101003300125d7e3a180600d504b598f708814b3a001d1500340006125d7e39dc000011000a012e0262"
      "0000000000000001000803537601000129800002000803102608593397620003000a89012608522933976266001800020172002b000114"
      "002c00045d7df3c70009000106000a000109002800010d002e00040000f25d002a000111002900040000017e0030000a000100b4000a00"
      "b402d0000591250d0a");
  ASSERT_TRUE(m.ok()) << m.error;
  ASSERT_EQ(m.positions.size(), 1u);
  const Position& p = m.positions[0];
  EXPECT_EQ(FormatIsoUtc(p.fix_time_ms), "2019-09-15T13:18:16.000Z");
  EXPECT_EQ(p.satellites, 6);
  EXPECT_EQ(p.altitude_m, 213);
  EXPECT_EQ(p.alarms, std::vector<AlarmCode>{AlarmCode::kIsIllegalRemove});
  EXPECT_EQ(p.attributes.GetString(AttrKey::kIccid), "89012608522933976266");
  EXPECT_DOUBLE_EQ(*p.attributes.GetDouble(AttrKey::kBatteryV), 3.70);
  EXPECT_FALSE(p.attributes.GetInt(AttrKey::kCellId));  // the cell module is empty
  EXPECT_TRUE(AcknowledgedAs(m, kMsgModular));
}

TEST(Gt06DecoderTest, JimiStatusPackets36AndF1) {
  // traccar/traccar@9e5c458ad: 0x36 = status block + modules (0x0018 battery 4.02 V, 0x006A 95 %).
  DeviceMessage a = After(kUtcLogin, "787817360005040002003201010018020192006a015f0324aeaf0d0a");
  ASSERT_TRUE(a.ok()) << a.error;
  EXPECT_DOUBLE_EQ(*a.attributes.GetDouble(AttrKey::kBatteryV), 4.02);
  EXPECT_EQ(a.attributes.GetInt(AttrKey::kBatteryPct), 95);
  EXPECT_TRUE(AcknowledgedAs(a, kMsgStatusModules));
  // Another device's 0x36 (a GPS packet) is not misread.
  DeviceMessage g = After(kUtcLogin,
                          "78783536190c1d0f2806cf026cc9140c367d4000540001cc0025ef0540e88c00000000000064051e28000016"
                          "00000000000000006e5bc2660d0a");
  EXPECT_TRUE(g.attributes.empty());
  EXPECT_NE(g.warning.find("0x36"), std::string::npos);
  // 0xF1 = time + status items: armed, ignition on, external 4.05 V.
  DeviceMessage f =
      After(kUtcLogin, "79790026f16318c0000001010100020101000301000004010100050201950006010010000100008021af0d0a");
  ASSERT_TRUE(f.ok()) << f.error;
  EXPECT_EQ(f.attributes.GetInt(AttrKey::kArmed), 1);
  EXPECT_EQ(f.attributes.GetInt(AttrKey::kAcc), 1);
  EXPECT_DOUBLE_EQ(*f.attributes.GetDouble(AttrKey::kVoltageV), 4.05);
}

TEST(Gt06DecoderTest, GpsLbs12WithStatusTrailer) {
  // traccar/traccar@9e5c458ad: 0x12 with length 0x24 adds information byte, 13.93 V, GSM, alert extension.
  DeviceMessage m =
      After(kUtcLogin, "7878241216040e102c22cf00915ffb04c6016300195a02d402283b00753f400571040001dda4880d0a");
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_EQ(m.positions[0].acc, false);
  EXPECT_DOUBLE_EQ(*m.positions[0].attributes.GetDouble(AttrKey::kVoltageV), 13.93);
  EXPECT_EQ(m.positions[0].attributes.GetInt(AttrKey::kSignal), 4);
  EXPECT_EQ(m.positions[0].attributes.GetInt(AttrKey::kCellId), 0x753f);
}

TEST(Gt06DecoderTest, TimeRequestGetsCurrentUtc) {
  DeviceMessage m = After(kUtcLogin, "7878058A000688290D0A");
  ASSERT_EQ(m.replies.size(), 1u);
  EXPECT_EQ(ToHex(m.replies[0]).substr(0, 24),
            "78780b8a19010a090628"
            "0006");
}

TEST(Gt06DecoderTest, NoLoginMeansNoDeviceId) {
  Session s = Reading();
  DeviceMessage m = Decode(H("787819100B031A0B1B31CC027AC7FD0C4657BF0115210001001CC6070D0A"), s, kNow);
  EXPECT_TRUE(m.device_id.empty());
  EXPECT_NE(m.warning.find("no login"), std::string::npos);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_TRUE(m.positions[0].device_id.empty());
}

TEST(Gt06DecoderTest, ErrorsAreValuesNeverCrashes) {
  Session s = Reading();
  for (std::string_view hex : {"787801080d0a", "78780d0103593390750052440d0a", "7878051000010d0a", "0d0a"}) {
    DeviceMessage m = Decode(H(hex), s, kNow);
    EXPECT_FALSE(m.ok()) << hex;
  }
  Bytes frame =
      H("78782DA4150817073B10CF032EEA9C0B6CE0800015141001CC0100009A00000000000A6F24014605041900FF01908A640D0A");
  for (size_t n = 0; n <= frame.size(); ++n) (void)Decode(ByteView(frame).first(n), s, kNow);
  for (size_t n = 0; n + 2 <= frame.size(); ++n) {  // truncated content, intact stop bytes
    Bytes cut(frame.begin(), frame.begin() + n);
    cut.push_back(0x0d);
    cut.push_back(0x0a);
    (void)Decode(cut, s, kNow);
  }
}

TEST(Gt06DecoderTest, EveryTraccarFrameDecodesOrFailsCleanly) {
  auto frames = testing::LoadTestFrames(testing::ProtocolDir() / "gt06" / "testdata" / "traccar_decoder.hex");
  ASSERT_EQ(frames.size(), 187u);
  int positions = 0, errors = 0;
  for (const auto& f : frames) {
    ASSERT_FALSE(f.bytes.empty()) << f.line;
    Session s = Reading();
    Decode(H(kUtcLogin), s, kNow);
    DeviceMessage m = Decode(f.bytes, s, kNow);
    positions += static_cast<int>(m.positions.size());
    errors += m.ok() ? 0 : 1;
  }
  EXPECT_GT(positions, 40);
  EXPECT_LE(errors, 8);  // frames without serial/CRC or with a wrong length, as captured
}

}  // namespace
}  // namespace chelian::gt06
