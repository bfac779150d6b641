// H02 decoder over every Traccar decoder capture (what each asserts: a fix, none, values, the
// status word), and the values, alarms, replies and confirmations the server reads from them.
#include "protocol/h02/decoder.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/civil_time.h"
#include "core/hex.h"
#include "protocol/h02/constants.h"
#include "protocol/h02/session.h"
#include "protocol/testdata.h"

namespace chelian::h02 {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;  // 2025-01-10 09:06:40 UTC

Bytes Text(std::string_view s) { return Bytes(s.begin(), s.end()); }

DeviceMessage DecodeText(std::string_view s) {
  Session session;
  return Decode(Text(s), session, kNow);
}

int64_t Utc(int y, int mo, int d, int h, int mi, int s) { return *CivilToEpochMs({y, mo, d, h, mi, s}, 0); }

bool Has(const std::vector<AlarmCode>& alarms, AlarmCode code) {
  return std::find(alarms.begin(), alarms.end(), code) != alarms.end();
}

// One session over the file in order, like Traccar's one decoder (a frame without an id is the
// connection's device).
TEST(H02DecoderTest, EveryTraccarCaptureDecodesAsItsTestAsserts) {
  auto frames = testing::LoadTestFrames(testing::ProtocolDir() / "h02/testdata/traccar_decoder.hex");
  ASSERT_EQ(frames.size(), 78u);
  Session session;
  size_t checked_values = 0;
  for (const auto& f : frames) {
    std::string where = f.file + ":" + std::to_string(f.line);
    ASSERT_FALSE(f.bytes.empty()) << where;
    // The framer gives the frame without a trailing \r\n.
    Bytes frame = f.bytes;
    while (!frame.empty() && (frame.back() == '\n' || frame.back() == '\r')) frame.pop_back();
    DeviceMessage m = Decode(frame, session, kNow);
    EXPECT_FALSE(m.device_id.empty()) << where;
    const std::string& c = f.comment;
    if (c.find("verifyPosition") != std::string::npos) {
      EXPECT_TRUE(m.ok()) << where << ": " << m.error;
      ASSERT_EQ(m.positions.size(), 1u) << where << " " << m.warning;
      const Position& p = m.positions[0];
      size_t at = c.find("position(\"");
      if (at != std::string::npos) {
        int y, mo, d, h, mi, s;
        char valid[8];
        double lat, lon;
        ASSERT_EQ(std::sscanf(c.c_str() + at, "position(\"%d-%d-%d %d:%d:%d.000\", %5[a-z], %lf, %lf)", &y, &mo, &d, &h,
                              &mi, &s, valid, &lat, &lon),
                  9)
            << where;
        EXPECT_EQ(p.fix_time_ms, Utc(y, mo, d, h, mi, s)) << where;
        EXPECT_EQ(p.valid, std::string(valid) == "true") << where;
        EXPECT_NEAR(p.lat, lat, 0.00001) << where;
        EXPECT_NEAR(p.lon, lon, 0.00001) << where;
        ++checked_values;
      }
    } else if (c.find("verifyNull") != std::string::npos) {
      EXPECT_TRUE(m.positions.empty()) << where;
    } else if (c.find("verifyAttributes") != std::string::npos || c.find("verifyNotNull") != std::string::npos) {
      EXPECT_TRUE(m.ok()) << where << ": " << m.error;
    }
    if (size_t at = c.find("KEY_STATUS, 0x"); at != std::string::npos) {
      int64_t expected = std::stoll(c.substr(at + 14, 8), nullptr, 16);
      ASSERT_EQ(m.positions.size(), 1u) << where;
      EXPECT_EQ(m.positions[0].attributes.GetInt(AttrKey::kStatusFlags), expected) << where;
      ++checked_values;
    }
  }
  EXPECT_EQ(checked_values, 7u);
}

TEST(H02DecoderTest, TextFixReadsUtcTimeSpeedInKnotsCourseAndIgnition) {
  // *TH,…,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF (Traccar capture)
  DeviceMessage m = DecodeText("*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.device_id, "2020916012");
  EXPECT_EQ(m.msg_id, kMsgPosition);
  ASSERT_EQ(m.positions.size(), 1u);
  const Position& p = m.positions[0];
  EXPECT_EQ(p.fix_time_ms, Utc(2002, 9, 22, 5, 3, 16));
  EXPECT_TRUE(p.valid);
  EXPECT_NEAR(p.lat, 22 + 12.8745 / 60, 1e-9);
  EXPECT_NEAR(p.lon, 113 + 46.6574 / 60, 1e-9);
  EXPECT_NEAR(p.speed_kmh, 14.28 * 1.852, 1e-9);
  EXPECT_EQ(p.course, 28);
  ASSERT_TRUE(p.acc.has_value());
  EXPECT_FALSE(*p.acc);  // bit 10 clear
  EXPECT_TRUE(p.alarms.empty());
  // The server confirms V1 with V4,V1,<yyyyMMddHHmmss>.
  ASSERT_EQ(m.replies.size(), 1u);
  EXPECT_EQ(std::string(m.replies[0].begin(), m.replies[0].end()), "*HQ,2020916012,V4,V1,20250110090640#");
}

TEST(H02DecoderTest, StatusWordIsNegativeLogic) {
  // EEE7FBDF: bit 19 at 0 → power cut; bits 0–2 at 1 → no vibration, SOS or overspeed.
  DeviceMessage cut =
      DecodeText("*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,EEE7FBDF,4261193,0#");
  ASSERT_EQ(cut.positions.size(), 1u);
  EXPECT_EQ(cut.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kPowerDown});
  EXPECT_EQ(cut.positions[0].fix_time_ms, Utc(2018, 9, 8, 5, 40, 48));  // the battery field before the date
  // FFFBFFFF: bit 18 at 0 → SOS.
  DeviceMessage sos =
      DecodeText("*HQ,353505220903211,V1,075228,A,5227.5039,N,01032.8443,E,0.00,0,231013,FFFBFFFF,106,14, 201,2173#");
  ASSERT_EQ(sos.positions.size(), 1u);
  EXPECT_EQ(sos.positions[0].alarms, std::vector<AlarmCode>{AlarmCode::kEmergencyAlarm});
  // FFFFFBFD (V4 S1): bit 1 at 0 → SOS as well.
  DeviceMessage sos2 = DecodeText(
      "*TH,2020916012,V4,S1,OK,pass_word,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFD#");
  ASSERT_EQ(sos2.positions.size(), 1u);
  EXPECT_TRUE(Has(sos2.positions[0].alarms, AlarmCode::kEmergencyAlarm));
  // Built: vibration (bit 0), overspeed (bit 2) and ignition (bit 10 set).
  DeviceMessage built = DecodeText("*HQ,1,V1,050316,A,2212.8745,N,11346.6574,E,0,0,220902,FFFFFFFA#");
  ASSERT_EQ(built.positions.size(), 1u);
  EXPECT_TRUE(Has(built.positions[0].alarms, AlarmCode::kShockAlarm));
  EXPECT_TRUE(Has(built.positions[0].alarms, AlarmCode::kOverSpeed));
  EXPECT_FALSE(Has(built.positions[0].alarms, AlarmCode::kEmergencyAlarm));
  EXPECT_TRUE(*built.positions[0].acc);
}

TEST(H02DecoderTest, CoordinateVariants) {
  auto fix = [](std::string_view lat, std::string_view ns, std::string_view lon, std::string_view ew) {
    std::string s = "*HQ,1,V1,121557,A," + std::string(lat) + "," + std::string(ns) + "," + std::string(lon) + "," +
                    std::string(ew) + ",0.1,158,241115,FFFFFFFF#";
    DeviceMessage m = DecodeText(s);
    EXPECT_EQ(m.positions.size(), 1u) << s;
    return m.positions.empty() ? Position{} : m.positions[0];
  };
  Position signed_ = fix("-23-29.0095", "S", "-46-51.5852", "W");
  EXPECT_NEAR(signed_.lat, -23.48349, 1e-5);
  EXPECT_NEAR(signed_.lon, -46.85975, 1e-5);
  EXPECT_NEAR(fix("38.6508", "N", "954.9490", "E").lat, 38.6508 / 60, 1e-9);
  EXPECT_NEAR(fix("37573392", "N", "954.9490", "E").lat, 37 + 57.3392 / 60, 1e-9);
  EXPECT_NEAR(fix(" 701.8915", "S", "3450.3399 ", "W").lon, -(34 + 50.3399 / 60), 1e-9);
  DeviceMessage bad = DecodeText("*HQ,1,V1,121557,A,2275.0000,N,11346.6574,E,0.1,158,241115,FFFFFFFF#");
  EXPECT_TRUE(bad.positions.empty());  // 75 minutes
}

TEST(H02DecoderTest, BinaryFrameFieldsAndTheImeiVariant) {
  Session session;
  // Traccar asserts 2015-08-31 21:53:21, valid, 4.69898, -74.06971.
  DeviceMessage m =
      Decode(*ParseHex("24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f"),
             session, kNow);
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.device_id, "4106000826");
  EXPECT_EQ(m.msg_id, kMsgBinary);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_EQ(m.positions[0].attributes.GetInt(AttrKey::kStatusFlags), int64_t{0xFFFFFBFD});
  EXPECT_TRUE(Has(m.positions[0].alarms, AlarmCode::kEmergencyAlarm));  // bit 1 at 0
  EXPECT_EQ(session.device_id, "4106000826");
  // 14 knots, course 28; flags C: north, east, not valid.
  DeviceMessage s =
      Decode(*ParseHex("2410307310010503162209022212874500113466574C014028fffffbffff0000"), session, kNow);
  ASSERT_EQ(s.positions.size(), 1u);
  EXPECT_FALSE(s.positions[0].valid);
  EXPECT_NEAR(s.positions[0].speed_kmh, 14 * 1.852, 1e-9);
  EXPECT_EQ(s.positions[0].course, 28);
  EXPECT_EQ(s.positions[0].fix_time_ms, Utc(2002, 9, 22, 5, 3, 16));
  // 42 bytes: an 8-byte id, the IMEI its first 15 digits.
  DeviceMessage imei = Decode(
      *ParseHex("2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC"), session, kNow);
  ASSERT_EQ(imei.positions.size(), 1u);
  EXPECT_EQ(imei.device_id, "352483084193293");
  EXPECT_EQ(imei.positions[0].fix_time_ms, Utc(2017, 8, 18, 10, 47, 59));
  EXPECT_NEAR(imei.positions[0].lat, 26 + 27.3359 / 60, 1e-9);
  EXPECT_NEAR(imei.positions[0].lon, 74 + 41.2294 / 60, 1e-9);
  // Not BCD where BCD belongs: an error, no fix.
  Bytes corrupt =
      *ParseHex("24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f");
  corrupt[7] = 0xAB;  // the minutes of the time
  DeviceMessage bad = Decode(corrupt, session, kNow);
  EXPECT_FALSE(bad.ok());
  EXPECT_TRUE(bad.positions.empty());
}

TEST(H02DecoderTest, ConfirmationCarriesTheCommandAndItsResult) {
  DeviceMessage m =
      DecodeText("*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.msg_id, kMsgConfirm);
  EXPECT_EQ(m.attributes.GetString(AttrKey::kResult), "S20,DONE");
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_EQ(m.positions[0].fix_time_ms, Utc(2002, 9, 22, 5, 3, 16));
  EXPECT_TRUE(m.replies.empty());
  DeviceMessage s14 = DecodeText(
      "*TH,2020916012,V4,S14,100,10,1,3,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#");
  EXPECT_EQ(s14.attributes.GetString(AttrKey::kResult), "S14,100,10,1,3");
  DeviceMessage s17 =
      DecodeText("*TH,2020916012,V4,S17,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#");
  EXPECT_EQ(s17.attributes.GetString(AttrKey::kResult), "S17");
}

TEST(H02DecoderTest, HeartbeatLinkAndCells) {
  DeviceMessage hb = DecodeText("*HQ,4109198974,HTBT,100#");
  ASSERT_TRUE(hb.ok());
  EXPECT_EQ(hb.msg_id, kMsgHeartbeat);
  ASSERT_EQ(hb.replies.size(), 1u);
  EXPECT_EQ(std::string(hb.replies[0].begin(), hb.replies[0].end()), "*HQ,4109198974,HTBT#");
  DeviceMessage link = DecodeText("*HQ,1600068860,LINK,112137,20,8,67,0,0,081116,FFFFFBFF#");
  ASSERT_TRUE(link.ok()) << link.error;
  EXPECT_EQ(link.attributes.GetInt(AttrKey::kSignal), 20);
  EXPECT_EQ(link.attributes.GetInt(AttrKey::kBatteryPct), 67);
  EXPECT_EQ(link.attributes.GetInt(AttrKey::kStatusFlags), int64_t{0xFFFFFBFF});
  EXPECT_EQ(link.attributes.GetInt(AttrKey::kAcc), 0);
  DeviceMessage nbr = DecodeText(
      "*HQ,1400046168,NBR,160169,460,0,1,4,9338,3692,150,9338,3691,145,9338,3690,140,9338,3692,139,180813,FFFFFBFF#");
  ASSERT_TRUE(nbr.ok()) << nbr.error;
  EXPECT_TRUE(nbr.positions.empty());
  EXPECT_EQ(nbr.attributes.GetInt(AttrKey::kMcc), 460);
  EXPECT_EQ(nbr.attributes.GetInt(AttrKey::kMnc), 0);
  EXPECT_EQ(nbr.attributes.GetInt(AttrKey::kLac), 9338);
  EXPECT_EQ(nbr.attributes.GetInt(AttrKey::kCellId), 3692);
  ASSERT_EQ(nbr.replies.size(), 1u);
  EXPECT_EQ(std::string(nbr.replies[0].begin(), nbr.replies[0].end()), "*HQ,1400046168,V4,NBR,20250110090640#");
}

TEST(H02DecoderTest, BadFramesGiveErrorsNotCrashes) {
  EXPECT_FALSE(DecodeText("*HQ#").ok());
  EXPECT_FALSE(DecodeText("*HQ,,V1,1#").ok());  // no device named on this connection
  EXPECT_FALSE(DecodeText("*HQ,4109198974,#").ok());
  Session session;
  EXPECT_FALSE(Decode(Text("$12"), session, kNow).ok());
  EXPECT_FALSE(Decode(Text("hello"), session, kNow).ok());
}

}  // namespace
}  // namespace chelian::h02
