// The values traccar/traccar's decoder tests assert for their captures (recorded in the comment
// before each frame of <protocol>/testdata/traccar_decoder.hex) compared with what our decoders
// make of the same frames: alarms (through the product's codes), power, battery, satellites,
// ICCID, door, ignition, command results. A value we do not decode is counted, not failed; a
// value we decode differently fails unless it is one of the reasoned differences listed here.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "protocol/registry.h"
#include "protocol/testdata.h"

namespace chelian {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;
constexpr char kGt06Login[] = "78780D01012345678901234500018CDD0D0A";  // IMEI 123456789012345, UTC

// Traccar's alarm names → the product's codes (api-contract §3.1). Names without a product code
// (door, general, movement) are left out: such an assertion is counted as not decoded.
const std::map<std::string, AlarmCode>& TraccarAlarms() {
  static const std::map<std::string, AlarmCode> m = {
      {"ALARM_SOS", AlarmCode::kEmergencyAlarm},           {"ALARM_VIBRATION", AlarmCode::kShockAlarm},
      {"ALARM_LOW_BATTERY", AlarmCode::kLowVoltage},       {"ALARM_POWER_CUT", AlarmCode::kPowerDown},
      {"ALARM_TAMPERING", AlarmCode::kIsIllegalRemove},    {"ALARM_REMOVING", AlarmCode::kIsIllegalRemove},
      {"ALARM_ACCELERATION", AlarmCode::kAccelerateAlarm}, {"ALARM_BRAKING", AlarmCode::kSlowDownAlarm},
      {"ALARM_CORNERING", AlarmCode::kSwerveAlarm},        {"ALARM_ACCIDENT", AlarmCode::kCollideAlarm},
      {"ALARM_OVERSPEED", AlarmCode::kOverSpeed},
  };
  return m;
}

// Assertions where we deliberately read the frame otherwise, by "file:line KEY".
const std::map<std::string, std::string>& KnownDifferences() {
  static const std::map<std::string, std::string> m = {
      {"jt808/traccar_decoder.hex:126 KEY_ALARM",
       "alarm bit 17 is reserved in JT/T 808-2013 and the right-turn blind-zone alarm in 2019; "
       "no document makes it tamper"},
      {"gt06/traccar_decoder.hex:86 KEY_ALARM",
       "alert 0x0C is 'powered on' in the JM-VL03 document (no product code), not tamper"},
      {"gt06/traccar_decoder.hex:90 KEY_ALARM",
       "alert 0x25 is not in the JM-VL03 alert table; reading it as tamper has no document behind it"},
      {"gt06/traccar_decoder.hex:344 KEY_ALARM",
       "alert 0x19 is 'low internal battery' in the JM-VL03 document; acceleration only for LW-series models"},
  };
  return m;
}

struct Assertion {
  std::string key;    // KEY_POWER
  std::string value;  // 11.7, "text", ALARM_SOS + "," + ALARM_REMOVING
};

// "… verifyAttribute KEY_POWER, 11.7" → {KEY_POWER, 11.7}; nullopt for other verifications.
std::optional<Assertion> ParseAssertion(const std::string& comment) {
  const std::string tag = "verifyAttribute ";
  size_t at = comment.rfind(tag);
  if (at == std::string::npos) return std::nullopt;
  std::string rest = comment.substr(at + tag.size());
  size_t comma = rest.find(", ");
  if (comma == std::string::npos) return std::nullopt;
  return Assertion{rest.substr(0, comma), rest.substr(comma + 2)};
}

std::string Unquote(const std::string& s) {
  return s.size() >= 2 && s.front() == '"' && s.back() == '"' ? s.substr(1, s.size() - 2) : s;
}

// What our decoders made of one frame: the first position's (Traccar's verifyAttribute checks the
// first position of a batch) or the message's attributes and alarms.
struct Decoded {
  Attributes attributes;
  std::set<AlarmCode> alarms;
  std::optional<int> satellites;
  std::optional<bool> acc;
  bool any = false;
};

Decoded DecodeFrame(const std::string& protocol, const testing::TestFrame& f) {
  auto session = FindProtocol(protocol)->NewSession(CheckCodes::kReport);
  if (protocol == "gt06") {
    session->Feed(*ParseHex(kGt06Login));
    session->Next(kNow);
  }
  session->Feed(f.bytes);
  Decoded d;
  auto take = [&](const DeviceMessage& m) {
    d.any = true;
    d.attributes.Merge(m.attributes);
    d.alarms.insert(m.alarms.begin(), m.alarms.end());
    if (auto acc = m.attributes.GetInt(AttrKey::kAcc)) d.acc = *acc != 0;
    if (!m.positions.empty()) {
      const Position& p = m.positions.front();
      d.attributes.Merge(p.attributes);
      d.alarms.insert(p.alarms.begin(), p.alarms.end());
      d.satellites = p.satellites;
      if (p.acc) d.acc = *p.acc;
    }
  };
  while (auto m = session->Next(kNow)) take(*m);
  while (auto m = session->Flush(kNow)) take(*m);
  return d;
}

enum class Outcome { kAgrees, kDiffers, kNotDecoded };

// Compares one assertion; `ours` says what we decoded when it differs.
Outcome Compare(const Assertion& a, const Decoded& d, std::string* ours) {
  auto number = [&](std::optional<double> v) {
    if (!v) return Outcome::kNotDecoded;
    *ours = std::to_string(*v);
    return std::fabs(*v - std::stod(a.value)) < 0.005 ? Outcome::kAgrees : Outcome::kDiffers;
  };
  auto text = [&](std::optional<std::string> v) {
    if (!v) return Outcome::kNotDecoded;
    *ours = *v;
    return *v == Unquote(a.value) ? Outcome::kAgrees : Outcome::kDiffers;
  };
  auto flag = [&](std::optional<bool> v) {
    if (!v) return Outcome::kNotDecoded;
    *ours = *v ? "true" : "false";
    return *v == (a.value == "true") ? Outcome::kAgrees : Outcome::kDiffers;
  };
  auto as_double = [&](AttrKey k) -> std::optional<double> {
    if (auto v = d.attributes.GetDouble(k)) return *v;
    if (auto v = d.attributes.GetInt(k)) return static_cast<double>(*v);
    return std::nullopt;
  };
  auto as_bool = [&](AttrKey k) -> std::optional<bool> {
    if (auto v = d.attributes.GetInt(k)) return *v != 0;
    return std::nullopt;
  };
  if (a.key == "KEY_ALARM") {
    std::vector<AlarmCode> wanted;
    for (const auto& [name, code] : TraccarAlarms()) {
      if (a.value.find(name) != std::string::npos) wanted.push_back(code);
    }
    if (wanted.empty()) return Outcome::kNotDecoded;
    for (AlarmCode c : d.alarms) *ours += std::string(AlarmCodeName(c)) + " ";
    for (AlarmCode c : wanted) {
      if (!d.alarms.count(c)) return Outcome::kDiffers;
    }
    return Outcome::kAgrees;
  }
  if (a.value == "null") return Outcome::kNotDecoded;
  if (a.key == "KEY_POWER") return number(as_double(AttrKey::kVoltageV));
  if (a.key == "KEY_BATTERY") return number(as_double(AttrKey::kBatteryV));
  if (a.key == "KEY_BATTERY_LEVEL") return number(as_double(AttrKey::kBatteryPct));
  if (a.key == "KEY_SATELLITES") return number(d.satellites ? std::optional<double>(*d.satellites) : std::nullopt);
  if (a.key == "KEY_ICCID") return text(d.attributes.GetString(AttrKey::kIccid));
  if (a.key == "KEY_RESULT") return text(d.attributes.GetString(AttrKey::kResult));
  if (a.key == "KEY_DOOR") return flag(as_bool(AttrKey::kDoorOpen));
  if (a.key == "KEY_CHARGE") return flag(as_bool(AttrKey::kCharging));
  if (a.key == "KEY_IGNITION") return flag(d.acc);
  return Outcome::kNotDecoded;
}

void CompareWithTraccar(const std::string& protocol, int min_agreeing) {
  auto frames = testing::LoadTestFrames(testing::ProtocolDir() / protocol / "testdata" / "traccar_decoder.hex");
  ASSERT_FALSE(frames.empty());
  int agree = 0, differ = 0, not_decoded = 0;
  for (const auto& f : frames) {
    auto a = ParseAssertion(f.comment);
    if (!a) continue;
    std::string where = protocol + "/" + f.file + ":" + std::to_string(f.line) + " " + a->key;
    Decoded d = DecodeFrame(protocol, f);
    std::string ours;
    switch (Compare(*a, d, &ours)) {
      case Outcome::kAgrees:
        ++agree;
        EXPECT_EQ(KnownDifferences().count(where), 0u) << where << " agrees now: drop it from the list";
        break;
      case Outcome::kDiffers:
        ++differ;
        EXPECT_EQ(KnownDifferences().count(where), 1u)
            << where << ": Traccar asserts " << a->value << ", we decode " << (ours.empty() ? "nothing" : ours);
        break;
      case Outcome::kNotDecoded:
        ++not_decoded;
        break;
    }
  }
  std::printf("%s: %d of Traccar's asserted values agree, %d differ (listed), %d not decoded\n", protocol.c_str(),
              agree, differ, not_decoded);
  EXPECT_GE(agree, min_agreeing);
}

TEST(TraccarValuesTest, Jt808) { CompareWithTraccar("jt808", 33); }
TEST(TraccarValuesTest, Gt06) { CompareWithTraccar("gt06", 25); }

}  // namespace
}  // namespace chelian
