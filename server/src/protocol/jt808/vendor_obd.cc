// OBD data items after a one-byte item 0x80 (captures in Traccar's JT/T 808 and Huabao tests, D140):
// engine speed, load, temperatures, throttle, fuel, the VIN, the vehicle's odometer and fault codes.
#include <algorithm>
#include <cctype>
#include <string>

#include "core/bytes.h"
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

// The items that are one number: id, exact size (1 or 2 bytes), key, what is added, highest value.
struct NumberItem {
  uint8_t id;
  size_t size;
  AttrKey key;
  int add;
  int max;
};
constexpr NumberItem kNumbers[] = {
    {0x81, 2, AttrKey::kRpm, 0, 0xFFFF},              // WORD
    {0x83, 1, AttrKey::kEngineLoadPct, 0, 100},       // %
    {0x84, 1, AttrKey::kCoolantC, -40, 0xFF},         // °C + 40
    {0x85, 2, AttrKey::kFuelConsumption, 0, 0xFFFF},  // WORD, unit not documented
    {0x86, 1, AttrKey::kIntakeC, -40, 0xFF},          // °C + 40
    {0x89, 1, AttrKey::kThrottlePct, 0, 100},         // %
    {0x8E, 1, AttrKey::kFuelLevelPct, 0, 100},        // %
};
constexpr uint8_t kItemVin = 0x8B;         // 17 ASCII
constexpr uint8_t kItemObdMileage = 0x8C;  // DWORD, 0.1 km
constexpr uint8_t kItemFaultCodes = 0xA0;  // ASCII, comma-separated
constexpr size_t kVinSize = 17;

bool Printable(ByteView v) {
  return std::all_of(v.begin(), v.end(), [](uint8_t c) { return c >= 0x20 && c < 0x7F; });
}

}  // namespace

bool DecodeObdItem(uint8_t id, ByteView v, Position* pos) {
  Attributes& a = pos->attributes;
  for (const NumberItem& n : kNumbers) {
    if (n.id != id) continue;
    if (v.size() != n.size) return false;
    int raw = n.size == 2 ? ByteReader(v).U16() : v[0];
    if (raw > n.max) return false;
    a.Set(n.key, int64_t{raw + n.add});
    return true;
  }
  if (id == kItemVin) {
    if (v.size() != kVinSize || !Printable(v)) return false;
    a.Set(AttrKey::kVin, std::string(v.begin(), v.end()));
    return true;
  }
  if (id == kItemObdMileage) {
    if (v.size() != 4) return false;
    a.Set(AttrKey::kObdMileageKm, ByteReader(v).U32() / 10.0);
    return true;
  }
  if (id == kItemFaultCodes) {
    if (v.empty()) return true;  // none reported: nothing to keep
    if (!Printable(v)) return false;
    std::string codes(v.begin(), v.end());
    std::replace(codes.begin(), codes.end(), ',', ' ');
    std::transform(codes.begin(), codes.end(), codes.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    a.Set(AttrKey::kDtcs, codes);
    return true;
  }
  return false;
}

}  // namespace chelian::jt808
