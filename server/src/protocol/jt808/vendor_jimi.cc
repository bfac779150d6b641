// 0xE8 of Jimi JC-series dashcams (JC371, JC181, JC182, JC450, JC451; facts from Traccar's decoder
// and its JC371 captures): extension type WORD, length BYTE, then a status block or an alarm
// event. Events map onto the product's codes; every event's type is kept in `vendorEvent`.
#include <string>

#include "core/bcd.h"
#include "core/hex.h"
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr uint16_t kTypeUploadMode = 0x2002;  // upload mode, buffered (1 = re-upload)
constexpr uint16_t kTypePower = 0x2003;       // charging, level 1–6, battery 10 mV, GSM level, external 10 mV
constexpr uint16_t kTypeStatusList = 0x2005;  // {id WORD, length BYTE, value}…
// Ids in the 0x2005 list.
constexpr uint16_t kStatusBatteryV = 0x0001;  // WORD, 10 mV
constexpr uint16_t kStatusBatteryPct = 0x0003;
constexpr uint16_t kStatusCharge = 0x0004;  // 0 = charging
constexpr uint16_t kStatusIccid = 0x0005;   // BCD[10]
constexpr uint16_t kStatusPower = 0x2001;   // WORD, 0.1 V external
// Ignition events.
constexpr uint16_t kEventAccOn = 0x0C03;
constexpr uint16_t kEventAccOff = 0x0C04;

struct Event {
  uint16_t type;
  AlarmCode code;
};
constexpr Event kEvents[] = {
    {0x0400, AlarmCode::kAccelerateAlarm}, {0x0412, AlarmCode::kAccelerateAlarm},
    {0x0401, AlarmCode::kSlowDownAlarm},   {0x0413, AlarmCode::kSlowDownAlarm},
    {0x0402, AlarmCode::kSwerveAlarm},     {0x0414, AlarmCode::kSwerveAlarm},
    {0x0403, AlarmCode::kOverSpeed},       {0x0405, AlarmCode::kCollideAlarm},
    {0x0416, AlarmCode::kCollideAlarm},    {0x0417, AlarmCode::kCollideAlarm},
    {0x0406, AlarmCode::kShockAlarm},      {0x0407, AlarmCode::kIllegalMove},  // towed
    {0x0408, AlarmCode::kInAreaAlarm},     {0x0409, AlarmCode::kOutAreaAlarm},
    {0x0C01, AlarmCode::kEmergencyAlarm},  {0x0C02, AlarmCode::kLowVoltage},  // external power low
    {0x0C0E, AlarmCode::kPowerDown},       {0x0C0F, AlarmCode::kLowVoltage},  // power cut; battery low
    {0x0C12, AlarmCode::kIsIllegalRemove},
};
// Events without a product code: fault, door, lane change, general, device powered off.
constexpr uint16_t kOtherEvents[] = {0x0001, 0x040C, 0x0415, 0x0C05, 0x0C10};

uint16_t Word(ByteView v, size_t at) { return static_cast<uint16_t>(v[at] << 8 | v[at + 1]); }

void DecodePower(ByteView b, Attributes& a) {
  a.Set(AttrKey::kCharging, int64_t{b[0] == 1});
  if (b[1] >= 1 && b[1] <= 6) a.Set(AttrKey::kBatteryPct, int64_t{b[1] * 100 / 6});
  a.Set(AttrKey::kBatteryV, Word(b, 2) / 100.0);
  // b[4]: GSM level; the standard item 0x30 carries the signal already.
  a.Set(AttrKey::kVoltageV, Word(b, 5) / 100.0);
}

void DecodeStatusList(ByteView b, Attributes& a) {
  ByteReader r(b);
  while (r.remaining() >= 3) {
    uint16_t id = r.U16();
    uint8_t len = r.U8();
    ByteView v = r.Take(len);
    if (!r.ok()) break;
    if (id == kStatusBatteryV && len == 2) a.Set(AttrKey::kBatteryV, Word(v, 0) / 100.0);
    if (id == kStatusBatteryPct && len == 1 && v[0] <= 100) a.Set(AttrKey::kBatteryPct, int64_t{v[0]});
    if (id == kStatusCharge && len == 1) a.Set(AttrKey::kCharging, int64_t{v[0] == 0});
    if (id == kStatusPower && len == 2) a.Set(AttrKey::kVoltageV, Word(v, 0) / 10.0);
    if (id == kStatusIccid && len == 10) {
      a.Set(AttrKey::kIccid, PaddedBcdToText(v));
    }
  }
}

}  // namespace

bool DecodeJimiExtension(ByteView v, Position* pos) {
  if (v.size() < 4 || v[2] > v.size() - 3) return false;
  const uint16_t type = Word(v, 0);
  const ByteView body = v.subspan(3, v[2]);
  Attributes& a = pos->attributes;
  switch (type) {
    case kTypeUploadMode:
      if (body.size() < 2) return false;
      a.Set(AttrKey::kUploadMode, int64_t{body[0]});
      if (body[1] == 1) pos->back_filled = true;
      return true;
    case kTypePower:
      if (body.size() < 7) return false;
      DecodePower(body, a);
      return true;
    case kTypeStatusList:
      DecodeStatusList(body, a);
      return true;
    case kEventAccOn:
    case kEventAccOff:
      pos->acc = type == kEventAccOn;
      a.Set(AttrKey::kVendorEvent, int64_t{type});
      return true;
    default:
      break;
  }
  for (const Event& e : kEvents) {
    if (e.type == type) {
      pos->AddAlarm(e.code);
      a.Set(AttrKey::kVendorEvent, int64_t{type});
      return true;
    }
  }
  for (uint16_t other : kOtherEvents) {
    if (other == type) {
      a.Set(AttrKey::kVendorEvent, int64_t{type});
      return true;
    }
  }
  return false;
}

}  // namespace chelian::jt808
