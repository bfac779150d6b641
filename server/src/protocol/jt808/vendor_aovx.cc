// Items of the AOVX firmware (GL100, VL300, AL300 — the 0xF2 item names it, e.g.
// "AOVX_GL100-LA_H2.0_…"; facts from Traccar's decoder and captures): 0xF1 external voltage,
// 0xF7 battery, 0xF8 identity. Other makers use 0xF7/0xF8 with other lengths (humidity, a
// temperature WORD), which are left alone.
#include <string>

#include "core/bcd.h"
#include "core/bytes.h"
#include "core/hex.h"
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr uint8_t kItemPower = 0xF1;     // DWORD, mV
constexpr uint8_t kItemBattery = 0xF7;   // DWORD mV [, charge state BYTE [, % BYTE]]
constexpr uint8_t kItemIdentity = 0xF8;  // mode BYTE, IMEI BCD[8], ICCID BCD[10], model BYTE[10]
constexpr size_t kIdentityBytes = 29;
// Charge states of 0xF7 that mean on charge; the other values are not mapped.
constexpr uint8_t kChargeStateCharging = 2;
constexpr uint8_t kChargeStateCharged = 3;

uint32_t Dword(ByteView v) { return static_cast<uint32_t>(v[0]) << 24 | v[1] << 16 | v[2] << 8 | v[3]; }

}  // namespace

bool DecodeAovxItem(uint8_t id, ByteView v, Position* pos) {
  Attributes& a = pos->attributes;
  switch (id) {
    case kItemPower:
      if (v.size() != 4) return false;
      a.Set(AttrKey::kVoltageV, Dword(v) / 1000.0);
      return true;
    case kItemBattery:
      if (v.size() < 4 || v.size() > 6) return false;  // 2 bytes: another maker's humidity
      a.Set(AttrKey::kBatteryV, Dword(v) / 1000.0);
      if (v.size() >= 5 && (v[4] == kChargeStateCharging || v[4] == kChargeStateCharged)) {
        a.Set(AttrKey::kCharging, int64_t{1});
      }
      if (v.size() >= 6 && v[5] <= 100) a.Set(AttrKey::kBatteryPct, int64_t{v[5]});
      return true;
    case kItemIdentity: {
      if (v.size() != kIdentityBytes) return false;
      auto imei = BcdToDigits(v.subspan(1, 8));
      if (!imei) return false;
      if (imei->size() == 16 && (*imei)[0] == '0') imei->erase(0, 1);
      a.Set(AttrKey::kImei, *imei);
      a.Set(AttrKey::kIccid, PaddedBcdToText(v.subspan(9, 10)));
      std::string model = TrimmedString(v.subspan(19, 10));
      if (!model.empty()) a.Set(AttrKey::kModel, std::move(model));
      return true;
    }
    default:
      return false;
  }
}

}  // namespace chelian::jt808
