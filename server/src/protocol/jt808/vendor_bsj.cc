// BSJ 0xEB extension items (BSJ-DOC appendix D, api-contract §3.3/§4.2): external voltage,
// battery, ICCID, IMEI, cell, and the extended alarm words 0x0089 / 0x00C5 whose bits are 0
// when the alarm is active. 0x00CE and 0x00E1 come from other firmwares' lists (Traccar's captures).
#include <string>

#include "core/bcd.h"
#include "core/hex.h"
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr uint16_t kBsjExternalVoltage = 0x002D;  // mV, WORD or DWORD
constexpr uint16_t kBsjExtAlarm = 0x0089;         // DWORD, bit = 0 → alarm
constexpr uint16_t kBsjBatteryPct = 0x00A8;       // BYTE
constexpr uint16_t kBsjCollision = 0x00A5;        // undocumented; bits 0–3 set with a collision (D67)
constexpr uint16_t kBsjIccid = 0x00B2;            // BCD[10]
constexpr uint16_t kBsjExtStatus = 0x00C5;        // DWORD, bit = 0 → alarm
constexpr uint16_t kBsjPower = 0x00CE;            // WORD, 0.01 V external
constexpr uint16_t kBsjBatteryPctE1 = 0x00E1;     // BYTE, as 0x00A8 on other firmwares
constexpr uint16_t kBsjImei = 0x00D5;             // 15 ASCII digits
constexpr uint16_t kBsjCell = 0x00D8;             // MCC WORD, MNC BYTE, LAC WORD, CI DWORD

// 0x0089 bits (0 = active).
constexpr int kExtAlarmCollision = 4;
constexpr int kExtAlarmAcceleration = 8;
constexpr int kExtAlarmDeceleration = 9;
constexpr int kExtAlarmRemoval = 12;
constexpr int kExtAlarmSharpTurn = 25;
constexpr int kExtAlarmPseudoBaseStation = 31;
// 0x00C5 bits (0 = active).
constexpr int kExtStatusVibration = 6;
constexpr int kExtStatusLight = 14;
constexpr uint32_t kCollisionBits = 0x0F;  // 0x00A5

bool Cleared(uint32_t word, int bit) { return (word & (1u << bit)) == 0; }

uint32_t ReadUint(ByteView v) {
  uint32_t x = 0;
  for (size_t i = 0; i < v.size() && i < 4; ++i) x = x << 8 | v[i];
  return x;
}

// A well-formed list covers `value` exactly with entries of length >= 2.
bool IsBsjList(ByteView value) {
  size_t i = 0;
  while (i < value.size()) {
    if (value.size() - i < 4) return false;
    size_t len = static_cast<size_t>(value[i] << 8 | value[i + 1]);
    if (len < 2 || value.size() - i - 2 < len) return false;
    i += 2 + len;
  }
  return !value.empty();
}

void DecodeEntry(uint16_t id, ByteView v, Position* pos) {
  Attributes& a = pos->attributes;
  switch (id) {
    case kBsjExternalVoltage:
      if (v.size() == 2 || v.size() == 4) a.Set(AttrKey::kVoltageV, ReadUint(v) / 1000.0);
      break;
    case kBsjExtAlarm:
      if (v.size() == 4) {
        uint32_t w = ReadUint(v);
        a.Set(AttrKey::kExtAlarmFlags, int64_t{w});
        if (Cleared(w, kExtAlarmCollision)) pos->AddAlarm(AlarmCode::kCollideAlarm);
        if (Cleared(w, kExtAlarmAcceleration)) pos->AddAlarm(AlarmCode::kAccelerateAlarm);
        if (Cleared(w, kExtAlarmDeceleration)) pos->AddAlarm(AlarmCode::kSlowDownAlarm);
        if (Cleared(w, kExtAlarmRemoval)) pos->AddAlarm(AlarmCode::kIsIllegalRemove);
        if (Cleared(w, kExtAlarmSharpTurn)) pos->AddAlarm(AlarmCode::kSwerveAlarm);
        if (Cleared(w, kExtAlarmPseudoBaseStation)) pos->AddAlarm(AlarmCode::kPseudoLbs);
      }
      break;
    case kBsjExtStatus:
      if (v.size() == 4) {
        uint32_t w = ReadUint(v);
        a.Set(AttrKey::kExtStatusFlags, int64_t{w});
        if (Cleared(w, kExtStatusVibration)) pos->AddAlarm(AlarmCode::kShockAlarm);
        if (Cleared(w, kExtStatusLight)) pos->AddAlarm(AlarmCode::kLightAlarm);
      }
      break;
    case kBsjCollision:
      if (v.empty()) break;
      a.Set(AttrKey::kCollisionFlags, int64_t{ReadUint(v)});
      if (ReadUint(v) & kCollisionBits) pos->AddAlarm(AlarmCode::kCollideAlarm);
      break;
    case kBsjBatteryPct:
    case kBsjBatteryPctE1:
      if (v.size() >= 1) a.Set(AttrKey::kBatteryPct, int64_t{v[0]});
      break;
    case kBsjPower:
      if (v.size() == 2) a.Set(AttrKey::kVoltageV, ReadUint(v) / 100.0);
      break;
    case kBsjIccid:
      if (!v.empty()) {
        a.Set(AttrKey::kIccid, PaddedBcdToText(v));
      }
      break;
    case kBsjImei: {
      std::string imei;
      for (uint8_t c : v) {
        if (c >= '0' && c <= '9') imei += static_cast<char>(c);
      }
      if (!imei.empty()) a.Set(AttrKey::kImei, std::move(imei));
      break;
    }
    case kBsjCell:
      if (v.size() >= 9) {
        ByteReader r(v);
        a.Set(AttrKey::kMcc, int64_t{r.U16()});
        a.Set(AttrKey::kMnc, int64_t{r.U8()});
        a.Set(AttrKey::kLac, int64_t{r.U16()});
        a.Set(AttrKey::kCellId, int64_t{r.U32()});
      }
      break;
    default:
      break;  // 0x00A9 cell list, 0x00B9 Wi-Fi list, 0x00B7, 0x00F8: not mapped
  }
}

}  // namespace

bool DecodeBsjExtension(ByteView value, Position* pos) {
  if (!IsBsjList(value)) return false;
  ByteReader r(value);
  while (!r.empty()) {
    uint16_t len = r.U16();
    uint16_t id = r.U16();
    DecodeEntry(id, r.Take(len - 2u), pos);
  }
  return true;
}

}  // namespace chelian::jt808
