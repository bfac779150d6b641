// OBD data items after a one-byte item 0x80 (captures in Traccar's JT/T 808 and Huabao tests, D140):
// engine speed, load, temperatures, throttle, fuel, the VIN, the vehicle's odometer and fault codes.
#include <algorithm>
#include <cctype>
#include <string>

#include "core/bytes.h"
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr uint8_t kItemRpm = 0x81;              // WORD
constexpr uint8_t kItemEngineLoad = 0x83;       // BYTE, %
constexpr uint8_t kItemCoolant = 0x84;          // BYTE, °C + 40
constexpr uint8_t kItemFuelConsumption = 0x85;  // WORD
constexpr uint8_t kItemIntake = 0x86;           // BYTE, °C + 40
constexpr uint8_t kItemThrottle = 0x89;         // BYTE, %
constexpr uint8_t kItemVin = 0x8B;              // 17 ASCII
constexpr uint8_t kItemObdMileage = 0x8C;       // DWORD, 0.1 km
constexpr uint8_t kItemFuelLevel = 0x8E;        // BYTE, %
constexpr uint8_t kItemFaultCodes = 0xA0;       // ASCII, comma-separated
constexpr int kTemperatureOffset = 40;

bool Printable(ByteView v) {
  return std::all_of(v.begin(), v.end(), [](uint8_t c) { return c >= 0x20 && c < 0x7F; });
}

}  // namespace

bool DecodeObdItem(uint8_t id, ByteView v, Position* pos) {
  Attributes& a = pos->attributes;
  ByteReader r(v);
  switch (id) {
    case kItemRpm:
      if (v.size() != 2) return false;
      a.Set(AttrKey::kRpm, int64_t{r.U16()});
      return true;
    case kItemEngineLoad:
      if (v.size() != 1) return false;
      a.Set(AttrKey::kEngineLoadPct, int64_t{v[0]});
      return true;
    case kItemCoolant:
      if (v.size() != 1) return false;
      a.Set(AttrKey::kCoolantC, int64_t{v[0]} - kTemperatureOffset);
      return true;
    case kItemFuelConsumption:
      if (v.size() != 2) return false;
      a.Set(AttrKey::kFuelConsumption, int64_t{r.U16()});
      return true;
    case kItemIntake:
      if (v.size() != 1) return false;
      a.Set(AttrKey::kIntakeC, int64_t{v[0]} - kTemperatureOffset);
      return true;
    case kItemThrottle:
      if (v.size() != 1) return false;
      a.Set(AttrKey::kThrottlePct, int64_t{v[0]});
      return true;
    case kItemVin:
      if (v.size() != 17 || !Printable(v)) return false;
      a.Set(AttrKey::kVin, std::string(v.begin(), v.end()));
      return true;
    case kItemObdMileage:
      if (v.size() != 4) return false;
      a.Set(AttrKey::kObdMileageKm, r.U32() / 10.0);
      return true;
    case kItemFuelLevel:
      if (v.size() != 1 || v[0] > 100) return false;
      a.Set(AttrKey::kFuelLevelPct, int64_t{v[0]});
      return true;
    case kItemFaultCodes: {
      if (v.empty() || !Printable(v)) return v.empty();  // none reported: nothing to keep
      std::string codes(v.begin(), v.end());
      std::replace(codes.begin(), codes.end(), ',', ' ');
      std::transform(codes.begin(), codes.end(), codes.begin(),
                     [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
      a.Set(AttrKey::kDtcs, codes);
      return true;
    }
    default:
      return false;
  }
}

}  // namespace chelian::jt808
