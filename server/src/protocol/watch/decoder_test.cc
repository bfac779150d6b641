// Tests for the 3G* watch decoder: LK, positions with and without GPS, blind-area reports, alarms,
// the replies the protocol requires (with the device's maker and ZJ index), command echoes, and
// bad input. Frames from testdata/*.hex (sources cited there) or built from them.
#include "protocol/watch/decoder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "core/civil_time.h"
#include "protocol/testdata.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/framer.h"

namespace chelian::watch {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

Bytes B(std::string_view s) { return Bytes(s.begin(), s.end()); }
std::string S(const Bytes& b) { return std::string(b.begin(), b.end()); }

DeviceMessage D(std::string_view frame) {
  Session session;
  return Decode(B(frame), session, kNow);
}

// A frame of `content` with the right length field.
std::string Frame(std::string_view maker, std::string_view id, std::string_view content) {
  char length[8];
  std::snprintf(length, sizeof length, "%04zX", content.size());
  return "[" + std::string(maker) + "*" + std::string(id) + "*" + length + "*" + std::string(content) + "]";
}

bool Has(const std::vector<AlarmCode>& alarms, AlarmCode c) {
  return std::find(alarms.begin(), alarms.end(), c) != alarms.end();
}

TEST(WatchDecoderTest, LinkIsAnsweredAndCarriesStepsAndBattery) {
  // [TR WatchProtocolDecoderTest] and the SeTracker document: "LK" alone, or with values.
  DeviceMessage plain = D("[SG*8800000015*0002*LK]");
  ASSERT_TRUE(plain.ok()) << plain.error;
  EXPECT_EQ(plain.msg_id, kMsgLink);
  EXPECT_EQ(plain.device_id, "8800000015");
  EXPECT_TRUE(plain.positions.empty());
  ASSERT_EQ(plain.replies.size(), 1u);
  EXPECT_EQ(S(plain.replies[0]), "[SG*8800000015*0002*LK]");
  DeviceMessage values = D("[3G*4700186508*000B*LK,0,10,100]");
  EXPECT_EQ(values.attributes.GetInt(AttrKey::kSteps), 0);
  EXPECT_EQ(values.attributes.GetInt(AttrKey::kBatteryPct), 100);
  EXPECT_EQ(S(values.replies[0]), "[3G*4700186508*0002*LK]");
  DeviceMessage doc = D("[SG*8800000015*000D*LK,50,100,100]");
  EXPECT_EQ(doc.attributes.GetInt(AttrKey::kSteps), 50);
  EXPECT_EQ(doc.attributes.GetInt(AttrKey::kBatteryPct), 100);
  // ZJ devices get their index back.
  DeviceMessage zj = D("[ZJ*014111001350304*0034*0009*LK,0,0,19]");
  EXPECT_EQ(S(zj.replies[0]), "[ZJ*014111001350304*0034*0002*LK]");
  EXPECT_EQ(zj.attributes.GetInt(AttrKey::kBatteryPct), 19);
}

TEST(WatchDecoderTest, GpsFixBecomesAPosition) {
  // Traccar asserts position("2014-04-22 13:46:52.000", true, 22.57171, 113.86140).
  DeviceMessage m =
      D("[SG*8800000015*0087*UD,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,0000,"
        "4,1,460,0,9360,4082,131,9360,4092,148,9360,4091,143,9360,4153,141]");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.msg_id, kMsgPosition);
  EXPECT_TRUE(m.replies.empty());  // UD is not answered
  ASSERT_EQ(m.positions.size(), 1u);
  const Position& p = m.positions[0];
  EXPECT_EQ(p.device_id, "8800000015");
  EXPECT_EQ(p.fix_time_ms, *CivilToEpochMs({2014, 4, 22, 13, 46, 52}, 0));
  EXPECT_TRUE(p.valid);
  EXPECT_NEAR(p.lat, 22.57171, 1e-5);
  EXPECT_NEAR(p.lon, 113.86140, 1e-5);
  EXPECT_DOUBLE_EQ(p.speed_kmh, 0.1);
  EXPECT_DOUBLE_EQ(p.altitude_m, 100);
  EXPECT_EQ(p.satellites, 7);
  EXPECT_FALSE(p.back_filled);
  EXPECT_TRUE(p.alarms.empty());
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kSignal), 60);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kBatteryPct), 90);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kSteps), 1000);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kStatusFlags), 0);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kMcc), 460);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kMnc), 0);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kLac), 9360);
  EXPECT_EQ(p.attributes.GetInt(AttrKey::kCellId), 4082);
}

TEST(WatchDecoderTest, FixWithoutGpsHasNoCoordinatesButIsAMessage) {
  // UD_WCDMA with V: cells and five Wi-Fi networks, no GPS ([TR WatchProtocolDecoderTest]).
  DeviceMessage m =
      D("[3G*0304187088*0100*UD_WCDMA,100720,094202,V,0.0,N,0.0,E,22.0,0,-1,21,75,92,0,0,00000000,1,1,425,01,"
        "10192,1282125,75,5,Inet,04:f0:21:46:1f:57,-54,iNetSecurity,00:1e:42:25:2f:3e,-71,Gilad,58:d5:6e:9d:"
        "1b:af,-80,weekend,14:ae:db:cb:99:25,-82,advancemed1,04:f0:21:4c:c8:3e,-89,0.0]");
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.msg_id, kMsgPositionWcdma);
  EXPECT_TRUE(m.positions.empty());
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kBatteryPct), 92);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kMcc), 425);
  EXPECT_EQ(m.attributes.GetInt(AttrKey::kCellId), 1282125);
  // V with the last fix's coordinates: still none (they are not this report's).
  DeviceMessage stale =
      D("[3G*4700222306*0077*UD,120316,140610,V,48.779045,N, 9.1574736,E,0.00,0.0,0.0,0,25,83,0,0,00000000,2,"
        "255,262,1,21041,9067,121,21041,5981,116]");
  ASSERT_TRUE(stale.ok()) << stale.error;
  EXPECT_TRUE(stale.positions.empty());
  // Wi-Fi only (no cells): the other layout Traccar recognises by the MAC in the fourth value.
  DeviceMessage wifi =
      D("[3G*8800000015*00DD*UD,010120,025946,V,0.0,N,0.0,E,22.0,0,-1,0,100,98,0,0,00000000,0,5,eduroam,"
        "f4:db:e6:d2:a8:00,-53,eduroam,f4:db:e6:da:d0:80,-79,eduroam,78:0c:f0:24:f9:80,-82,Lions,b0:be:76:"
        "0a:05:9a,-82,tubs-guest,0,-53,0.0]");
  ASSERT_TRUE(wifi.ok()) << wifi.error;
  EXPECT_TRUE(wifi.positions.empty());
  EXPECT_FALSE(wifi.attributes.GetInt(AttrKey::kMcc).has_value());
  EXPECT_EQ(wifi.attributes.GetInt(AttrKey::kBatteryPct), 98);
}

TEST(WatchDecoderTest, HemispheresAndSigns) {
  // W makes a longitude negative (Traccar's UD_WCDMA at 43.373367 N 71.157615 W).
  DeviceMessage w =
      D("[3G*2104134718*00A1*UD_WCDMA,161019,134938,A,43.373367,N,71.157615,W,22.0,350.206,279.717,17,28,79,0,0,"
        "00000000,1,1,310,410,23999,132013696,28,1,Home2,60:45:cb:cb:34:68,-93,8.263865]");
  ASSERT_EQ(w.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(w.positions[0].lon, -71.157615);
  EXPECT_DOUBLE_EQ(w.positions[0].course, 350.206);
  // With N and E a coordinate's own minus sign stands (Traccar's UD2 capture asserts -33.48037,
  // -70.76307; that capture is V: here the same fields with A).
  DeviceMessage own = D(Frame("3G", "6105117105",
                              "UD2,210716,231601,A,-33.480366,N,-70.7630692,E,0.00,0.0,0.0,0,100,34,0,0,"
                              "00000000,3,255,730,2,29731,54315,167"));
  ASSERT_EQ(own.positions.size(), 1u);
  EXPECT_NEAR(own.positions[0].lat, -33.48037, 1e-5);
  EXPECT_NEAR(own.positions[0].lon, -70.76307, 1e-5);
  EXPECT_EQ(own.positions[0].fix_time_ms, *CivilToEpochMs({2016, 7, 21, 23, 16, 1}, 0));
  // S with a positive value, an empty hemisphere, and spaces before a coordinate.
  DeviceMessage south = D(Frame("SG", "9081000548",
                                "UD,110116,113639,A,16.479064,S,68.119072,,0.7593,000,99,00,80,80,0,50,"
                                "00000000,5,1,736,2,10103,10732,153"));
  ASSERT_EQ(south.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(south.positions[0].lat, -16.479064);
  EXPECT_DOUBLE_EQ(south.positions[0].lon, 68.119072);
  DeviceMessage spaced =
      D("[3G*4700222306*011F*UD2,120316,140444,A,48.779045,N, 9.1574736,E,0.57,12.8,0.0,7,28,77,0,0,00000000,"
        "2,2,262,1,21041,9067,121,21041,5981,116,5,WG-Superlativ,34:31:c4:c8:a9:22,-67,EasyBox-28E858,"
        "18:83:bf:28:e8:f4,-70,MoMaXXg,be:05:43:b7:19:15,-72,MoMaXX2,bc:05:43:b7:19:15,-72,Gastzugang,18:83:"
        "bf:28:e8:f5,-72]");
  ASSERT_EQ(spaced.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(spaced.positions[0].lon, 9.1574736);
}

TEST(WatchDecoderTest, BlindAreaReportsAreBackFilled) {
  DeviceMessage m =
      D("[SG*8800000015*0088*UD2,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,0000,4,"
        "1,460,0,9360,4082,131,9360,4092,148,9360,4091,143,9360,4153,141]");
  EXPECT_EQ(m.msg_id, kMsgBlindPosition);
  EXPECT_TRUE(m.back_filled);
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_TRUE(m.positions[0].back_filled);
  // A stored report without GPS says nothing of the watch's alarms now.
  DeviceMessage v = D(Frame("3G", "6430073509",
                            "UD2,241016,081622,V,09.951861,N,-84.1422119,W,0.00,0.0,0.0,0,39,94,0,0,"
                            "00010000,1,0,712,3,2007,18961,123"));
  EXPECT_TRUE(v.positions.empty());
  EXPECT_TRUE(v.alarms.empty());
  EXPECT_EQ(v.attributes.GetInt(AttrKey::kStatusFlags), 0x10000);
}

TEST(WatchDecoderTest, AlarmsAreAnsweredAndMapped) {
  // SOS (bit 16) in an AL_LTE without GPS: a message alarm; answered "AL" ([TR] asserts ALARM_SOS).
  DeviceMessage sos = D("[3G*6907919734*003e*AL_LTE,170525,214118,V,0,N,0,E,0,0,0,0,0,22,0,0,00010000,0,0,0,0]");
  ASSERT_TRUE(sos.ok()) << sos.error;
  EXPECT_EQ(sos.msg_id, kMsgAlarm);
  EXPECT_TRUE(sos.positions.empty());
  EXPECT_TRUE(Has(sos.alarms, AlarmCode::kEmergencyAlarm));
  ASSERT_EQ(sos.replies.size(), 1u);
  EXPECT_EQ(S(sos.replies[0]), "[3G*6907919734*0002*AL]");
  // Taken off (bit 20), ZJ with its index ([TR] asserts ALARM_REMOVING).
  DeviceMessage removed =
      D("[ZJ*014111001332708*0075*0064*AL,040418,052156,A,22.536207,N,113.938673,E,0,0,0,5,100,82,1000,50,"
        "00100000,1,255,460,0,9340,3663,35]");
  ASSERT_EQ(removed.positions.size(), 1u);
  EXPECT_TRUE(Has(removed.positions[0].alarms, AlarmCode::kIsIllegalRemove));
  EXPECT_EQ(S(removed.replies[0]), "[ZJ*014111001332708*0075*0002*AL]");
  // Low battery (bit 0) on a fix; fence bits; power cut.
  DeviceMessage low =
      D("[SG*8800000015*0087*AL,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,0001,4,1,"
        "460,0,9360,4082,131,9360,4092,148,9360,4091,143,9360,4153,141]");
  EXPECT_TRUE(Has(low.positions.at(0).alarms, AlarmCode::kLowVoltage));
  DeviceMessage many = D(Frame("3G", "1", "AL,010125,000000,V,0,N,0,E,0,0,0,0,0,0,0,0,000C4006,0"));
  EXPECT_TRUE(Has(many.alarms, AlarmCode::kOutAreaAlarm));  // bit 1
  EXPECT_TRUE(Has(many.alarms, AlarmCode::kInAreaAlarm));   // bit 2, 18, 19
  EXPECT_TRUE(Has(many.alarms, AlarmCode::kPowerDown));     // bit 14
  EXPECT_FALSE(Has(many.alarms, AlarmCode::kEmergencyAlarm));
  // Fall-down (bits 21, 22; Traccar's capture sets bit 21) is fallDownAlarm, the word kept too.
  DeviceMessage fall =
      D("[3G*8308373902*0080*AL,230817,095346,A,47.083950,N,15.4821850,E,7.60,273.8,0.0,4,15,44,0,0,00200010,2,"
        "255,232,1,7605,42530,118,7605,58036,119,0,65.8]");
  ASSERT_EQ(fall.positions.size(), 1u);
  EXPECT_TRUE(Has(fall.positions[0].alarms, AlarmCode::kFallDownAlarm));
  EXPECT_FALSE(Has(fall.positions[0].alarms, AlarmCode::kEmergencyAlarm));
  EXPECT_EQ(fall.positions[0].attributes.GetInt(AttrKey::kStatusFlags), 0x00200010);
}

TEST(WatchDecoderTest, HeartRateFromHeartAndPulse) {
  // [TR WatchProtocolDecoderTest]: "heart,71", "PULSE,72"; "heart,0" is no measurement.
  DeviceMessage heart = D("[3G*6005412902*0008*heart,71]");
  ASSERT_TRUE(heart.ok()) << heart.error;
  EXPECT_EQ(heart.msg_id, kMsgHeart);
  EXPECT_TRUE(heart.warning.empty()) << heart.warning;
  EXPECT_EQ(heart.attributes.GetInt(AttrKey::kHeartRate), 71);
  EXPECT_TRUE(heart.positions.empty());
  EXPECT_EQ(D("[CS*8800000015*0008*PULSE,72]").attributes.GetInt(AttrKey::kHeartRate), 72);
  DeviceMessage none = D("[3G*6005412902*0007*heart,0]");
  EXPECT_TRUE(none.ok());
  EXPECT_FALSE(none.attributes.GetInt(AttrKey::kHeartRate).has_value());
  EXPECT_FALSE(D(Frame("3G", "1", "heart,x")).attributes.GetInt(AttrKey::kHeartRate).has_value());
}

TEST(WatchDecoderTest, BloodPressureFromBloodAndBphrt) {
  // [TR WatchProtocolDecoderTest]: "BLOOD,109,68" of a ZJ device, "bphrt,120,79,73,,,,".
  DeviceMessage blood = D("[ZJ*357653059860416*0007*000c*BLOOD,109,68]");
  ASSERT_TRUE(blood.ok()) << blood.error;
  EXPECT_EQ(blood.msg_id, kMsgBlood);
  EXPECT_EQ(blood.attributes.GetInt(AttrKey::kSystolic), 109);
  EXPECT_EQ(blood.attributes.GetInt(AttrKey::kDiastolic), 68);
  EXPECT_FALSE(blood.attributes.GetInt(AttrKey::kHeartRate).has_value());
  DeviceMessage bphrt = D("[3G*4700609403*0013*bphrt,120,79,73,,,,]");
  EXPECT_EQ(bphrt.attributes.GetInt(AttrKey::kSystolic), 120);
  EXPECT_EQ(bphrt.attributes.GetInt(AttrKey::kDiastolic), 79);
  EXPECT_EQ(bphrt.attributes.GetInt(AttrKey::kHeartRate), 73);
  // One value only: the other is not invented.
  DeviceMessage half = D(Frame("3G", "1", "BLOOD,118"));
  EXPECT_EQ(half.attributes.GetInt(AttrKey::kSystolic), 118);
  EXPECT_FALSE(half.attributes.GetInt(AttrKey::kDiastolic).has_value());
}

TEST(WatchDecoderTest, OxygenAndTemperature) {
  // [TR WatchProtocolDecoderTest]: "oxygen,0,98" is SpO2 98 %; "TEMP,36.5"; "btemp2,1,35.29".
  DeviceMessage oxygen = D("[3G*9705141740*000B*oxygen,0,98]");
  ASSERT_TRUE(oxygen.ok()) << oxygen.error;
  EXPECT_EQ(oxygen.msg_id, kMsgOxygen);
  EXPECT_EQ(oxygen.attributes.GetInt(AttrKey::kSpo2), 98);
  DeviceMessage temp = D("[ZJ*5678901234*0001*0009*TEMP,36.5]");
  EXPECT_EQ(temp.msg_id, kMsgTemperature);
  EXPECT_DOUBLE_EQ(temp.attributes.GetDouble(AttrKey::kBodyTempC).value_or(0), 36.5);
  DeviceMessage btemp = D("[3G*2104326058*000E*btemp2,1,35.29]");
  EXPECT_DOUBLE_EQ(btemp.attributes.GetDouble(AttrKey::kBodyTempC).value_or(0), 35.29);
  // btemp2 with valid 0, a temperature no body has, an SpO2 above 100: nothing.
  EXPECT_FALSE(D(Frame("3G", "1", "btemp2,0,36.1")).attributes.GetDouble(AttrKey::kBodyTempC).has_value());
  EXPECT_FALSE(D(Frame("3G", "1", "TEMP,99.0")).attributes.GetDouble(AttrKey::kBodyTempC).has_value());
  EXPECT_FALSE(D(Frame("3G", "1", "oxygen,0,120")).attributes.GetInt(AttrKey::kSpo2).has_value());
  EXPECT_FALSE(D(Frame("3G", "1", "oxygen")).attributes.GetInt(AttrKey::kSpo2).has_value());
}

TEST(WatchDecoderTest, VoiceInOneFrameAndInParts) {
  // [TR WatchProtocolDecoderTest]: TK with an AMR file in the frame is the message's audio.
  const Bytes tk = [] {
    Bytes b = B("[CS*1234567890*000e*TK,#!AMR");
    for (uint8_t c : {0x7d, 0x5b, 0x5d, 0x2c, 0x2a, 0xff}) b.push_back(c);
    b.push_back(']');
    return b;
  }();
  Session s;
  DeviceMessage one = Decode(tk, s, kNow);
  ASSERT_TRUE(one.ok()) << one.error;
  ASSERT_TRUE(one.media.has_value());
  EXPECT_EQ(one.media->type, 1);    // audio
  EXPECT_EQ(one.media->format, 5);  // AMR
  EXPECT_EQ(S(one.media->data).substr(0, 5), "#!AMR");
  EXPECT_FALSE(D(Frame("3G", "1", "TK,not audio")).ok());

  // The six JXTK parts of one message in one read: the first five buffered, the sixth the file.
  std::vector<testing::TestFrame> captures = testing::LoadTestDir(testing::ProtocolDir() / "watch" / "testdata");
  auto read = std::find_if(captures.begin(), captures.end(),
                           [](const auto& f) { return f.comment.find("JXTK frames") != std::string::npos; });
  ASSERT_NE(read, captures.end());
  Framer framer;
  framer.Feed(read->bytes);
  Session chunks;
  std::vector<DeviceMessage> parts;
  while (auto f = framer.Next()) parts.push_back(Decode(*f, chunks, kNow));
  ASSERT_EQ(parts.size(), 6u);
  for (size_t i = 0; i < 5; ++i) {
    EXPECT_TRUE(parts[i].ok()) << parts[i].error;
    EXPECT_TRUE(parts[i].partial);
    EXPECT_FALSE(parts[i].media.has_value());
    EXPECT_EQ(S(parts[i].replies.at(0)).find("JXTKR,1") != std::string::npos, true);
  }
  ASSERT_TRUE(parts[5].ok()) << parts[5].error;
  ASSERT_TRUE(parts[5].media.has_value());
  EXPECT_EQ(S(parts[5].media->data).substr(0, 6), "#!AMR\n");
  EXPECT_GT(parts[5].media->data.size(), 1000u);
  EXPECT_EQ(parts[5].media->id, 1u);
  // A part out of order drops the message; the next first part starts anew.
  Session gap;
  DeviceMessage first = D(Frame("3G", "1", "JXTK,0,a,1,3,#!AMR\nxx"));
  Decode(B(Frame("3G", "1", "JXTK,0,a,1,3,#!AMR\nxx")), gap, kNow);
  DeviceMessage skipped = Decode(B(Frame("3G", "1", "JXTK,0,a,3,3,yy")), gap, kNow);
  EXPECT_FALSE(skipped.ok());
  EXPECT_FALSE(skipped.media.has_value());
  EXPECT_TRUE(first.partial);
}

TEST(WatchDecoderTest, RepliesTheProtocolRequires) {
  EXPECT_EQ(S(D("[3G*8800000015*0004*INIT]").replies.at(0)), "[3G*8800000015*0006*INIT,1]");
  EXPECT_EQ(S(D("[3G*8800000015*0003*TKQ]").replies.at(0)), "[3G*8800000015*0003*TKQ]");
  EXPECT_EQ(S(D("[3G*8800000015*0004*TKQ2]").replies.at(0)), "[3G*8800000015*0004*TKQ2]");
  DeviceMessage chunk = D("[ZJ*789468050042692*0034*0010*JXTK,0,w,1,6,#!AMR]");
  EXPECT_EQ(S(chunk.replies.at(0)), "[ZJ*789468050042692*0034*0007*JXTKR,1]");
  // Positions and health readings are not answered.
  EXPECT_TRUE(D("[CS*8800000015*0008*PULSE,72]").replies.empty());
  EXPECT_EQ(D("[CS*8800000015*0008*PULSE,72]").msg_id, kMsgHeart);
}

TEST(WatchDecoderTest, CommandEchoesAreKept) {
  DeviceMessage cr = D("[3G*8800000015*0002*CR]");
  ASSERT_TRUE(cr.ok());
  EXPECT_EQ(cr.msg_id, kMsgLocateNow);
  EXPECT_EQ(cr.attributes.GetString(AttrKey::kResult), "CR");
  EXPECT_TRUE(cr.replies.empty());
  DeviceMessage upload = D("[3G*8800000015*0006*UPLOAD]");
  EXPECT_EQ(upload.msg_id, kMsgUpload);
  DeviceMessage other = D("[3G*8308406279*0008*rcapture]");  // [TR WatchFrameDecoderTest]
  EXPECT_EQ(other.msg_id, kMsgOtherCommand);
  EXPECT_EQ(other.attributes.GetString(AttrKey::kResult), "rcapture");
}

TEST(WatchDecoderTest, SessionFollowsTheDevice) {
  Session s;
  Decode(B("[ZJ*014111001350304*0034*0009*LK,0,0,19]"), s, kNow);
  EXPECT_EQ(s.maker, "ZJ");
  EXPECT_EQ(s.device_id, "014111001350304");
  EXPECT_EQ(s.index, "0034");
  Decode(B("[SG*8800000015*0002*LK]"), s, kNow);
  EXPECT_EQ(s.maker, "SG");
  EXPECT_FALSE(s.index.has_value());
  Decode(B("garbage"), s, kNow);  // a frame that does not parse leaves the session alone
  EXPECT_EQ(s.device_id, "8800000015");
}

TEST(WatchDecoderTest, BadInputNeverThrows) {
  // A header that cannot be read: an error and no reply.
  DeviceMessage bad = D("[S*1*0002*LK]");
  EXPECT_FALSE(bad.ok());
  EXPECT_TRUE(bad.replies.empty());
  // An AL whose fields cannot be read is still answered (the device resends until it is).
  DeviceMessage short_al = D("[3G*6907919734*0008*AL,1,2,3]");
  EXPECT_FALSE(short_al.ok());
  EXPECT_EQ(S(short_al.replies.at(0)), "[3G*6907919734*0002*AL]");
  for (std::string_view frame : {"[3G*1*0002*UD,320114,134652,A,22.5,N,113.8,E,0,0,0,0,0,0,0,0,0]",   // day 32
                                 "[3G*1*0002*UD,220414,246652,A,22.5,N,113.8,E,0,0,0,0,0,0,0,0,0]",   // hour 24
                                 "[3G*1*0002*UD,220414,134652,X,22.5,N,113.8,E,0,0,0,0,0,0,0,0,0]",   // validity
                                 "[3G*1*0002*UD,220414,134652,A,north,N,113.8,E,0,0,0,0,0,0,0,0,0]",  // latitude
                                 "[3G*1*0002*UD,220414,134652,A,22.5,NE,113.8,E,0,0,0,0,0,0,0,0,0]",  // hemisphere
                                 "[3G*1*0002*]"}) {                                                   // no type
    DeviceMessage m = D(frame);
    EXPECT_FALSE(m.ok()) << frame;
    EXPECT_TRUE(m.positions.empty()) << frame;
  }
  // Out-of-range coordinates with A: no fix, a warning.
  DeviceMessage far = D(Frame("3G", "1", "UD,220414,134652,A,95.0,N,113.8,E,0,0,0,0,0,0,0,0,0"));
  EXPECT_TRUE(far.ok());
  EXPECT_TRUE(far.positions.empty());
  EXPECT_NE(far.warning.find("out of range"), std::string::npos);
  // Odd values in the optional fields are skipped.
  DeviceMessage odd = D(Frame("3G", "1", "UD,220414,134652,A,22.5,N,113.8,E,fast,-5,x,y,z,-1,q,0,zz,1,1,,,x,y"));
  ASSERT_TRUE(odd.ok()) << odd.error;
  ASSERT_EQ(odd.positions.size(), 1u);
  EXPECT_DOUBLE_EQ(odd.positions[0].speed_kmh, 0);
  EXPECT_FALSE(odd.positions[0].satellites.has_value());
  EXPECT_FALSE(odd.positions[0].attributes.GetInt(AttrKey::kStatusFlags).has_value());
}

TEST(WatchDecoderTest, EveryCaptureDecodes) {
  // Every Traccar and document capture frames and decodes without an error; the undecoded images
  // and voice say so in a warning.
  auto frames = testing::LoadTestDir(testing::ProtocolDir() / "watch" / "testdata");
  ASSERT_GE(frames.size(), 50u);
  size_t positions = 0;
  for (const auto& f : frames) {
    if (f.comment.find("in one read") != std::string::npos) continue;  // several frames: the framer's tests
    Session s;
    DeviceMessage m = Decode(f.bytes, s, kNow);
    EXPECT_TRUE(m.ok()) << f.file << ":" << f.line << " " << m.error;
    EXPECT_FALSE(m.device_id.empty()) << f.file << ":" << f.line;
    positions += m.positions.size();
  }
  EXPECT_GE(positions, 15u);
}

}  // namespace
}  // namespace chelian::watch
