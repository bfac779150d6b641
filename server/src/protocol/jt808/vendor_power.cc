// Battery and power items that several trackers' firmwares add to 0x0200 (seen in the captures of
// Traccar's JT/T 808 tests). No document names their makers, so each is taken only at the exact
// length its layout has; anything else is left to the other decoders.
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr uint8_t kItemBatteryByte = 0x06;    // 1 byte %, where the standard's 0x06 is a 2-byte temperature
constexpr uint8_t kItemBatteryTens = 0x56;    // level in tens of %, reserved byte
constexpr uint8_t kItemBatteryCentiV = 0x69;  // WORD, 0.01 V
constexpr uint8_t kItemPowerDeciV = 0x82;     // WORD, 0.1 V external
constexpr uint8_t kItemBatteryD4 = 0xD4;      // 1 byte %, 0xFF while charging
constexpr uint8_t kItemBatteryD5 = 0xD5;      // WORD, 0.01 V (longer: a padlock list, not decoded)
constexpr uint8_t kItemBatteryE1 = 0xE1;      // 1 byte % (0xFF charging) or WORD 0.1 V external
constexpr uint8_t kItemBatteryE3 = 0xE3;      // reserved, %, WORD 0.01 V, …
constexpr uint8_t kItemBatteryE4 = 0xE4;      // charge state (0 = charging), %
constexpr uint8_t kItemBatteryE9 = 0xE9;      // as 0xD4

constexpr uint8_t kChargingMarker = 0xFF;

uint16_t Word(ByteView v, size_t at) { return static_cast<uint16_t>(v[at] << 8 | v[at + 1]); }

void SetPercent(int value, Attributes& a) {
  if (value >= 0 && value <= 100) a.Set(AttrKey::kBatteryPct, int64_t{value});
}

// A battery byte that is a percentage, or 0xFF while charging.
void SetBatteryByte(uint8_t b, Attributes& a) {
  if (b == kChargingMarker) {
    a.Set(AttrKey::kCharging, int64_t{1});
  } else {
    SetPercent(b, a);
  }
}

}  // namespace

bool DecodePowerItem(uint8_t id, ByteView v, Position* pos) {
  Attributes& a = pos->attributes;
  switch (id) {
    case kItemBatteryByte:
      if (v.size() != 1) return false;
      SetPercent(v[0], a);
      return true;
    case kItemBatteryTens:
      if (v.size() != 2) return false;
      SetPercent(v[0] * 10, a);
      return true;
    case kItemBatteryCentiV:
    case kItemBatteryD5:
      if (v.size() != 2) return false;
      a.Set(AttrKey::kBatteryV, Word(v, 0) / 100.0);
      return true;
    case kItemPowerDeciV:
      if (v.size() != 2) return false;
      a.Set(AttrKey::kVoltageV, Word(v, 0) / 10.0);
      return true;
    case kItemBatteryD4:
    case kItemBatteryE9:
      if (v.size() != 1) return false;
      SetBatteryByte(v[0], a);
      return true;
    case kItemBatteryE1:
      if (v.size() == 1) {
        SetBatteryByte(v[0], a);
      } else if (v.size() == 2) {
        a.Set(AttrKey::kVoltageV, Word(v, 0) / 10.0);
      } else {
        return false;  // a cell list or a driver id
      }
      return true;
    case kItemBatteryE3:
      if (v.size() < 4) return false;
      SetPercent(v[1], a);
      a.Set(AttrKey::kBatteryV, Word(v, 2) / 100.0);
      return true;
    case kItemBatteryE4:
      if (v.size() != 2) return false;
      if (v[0] == 0) a.Set(AttrKey::kCharging, int64_t{1});
      SetPercent(v[1], a);
      return true;
    default:
      return false;
  }
}

}  // namespace chelian::jt808
