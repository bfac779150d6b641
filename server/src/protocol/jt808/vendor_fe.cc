// 0xFE, used by several trackers (captures in Traccar's JT/T 808 tests): one byte is the battery %,
// two bytes the external voltage in 0.1 V, and a value starting with 0x7C is a list of
// {type BYTE, length BYTE, value} whose type 0x01 is a DWORD of driving-behaviour alarm bits.
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr uint8_t kListMark = 0x7C;
constexpr uint8_t kTypeAlarmBits = 0x01;
// Bits of the type 0x01 DWORD (1 = active).
constexpr uint32_t kBitAcceleration = 1u << 0;
constexpr uint32_t kBitBraking = 1u << 1;
constexpr uint32_t kBitCornering = 1u << 2;
constexpr uint32_t kBitCollision = 1u << 3;
constexpr uint32_t kBitTamper = 1u << 4;

void MapAlarmBits(uint32_t bits, Position* pos) {
  if (bits & kBitAcceleration) pos->AddAlarm(AlarmCode::kAccelerateAlarm);
  if (bits & kBitBraking) pos->AddAlarm(AlarmCode::kSlowDownAlarm);
  if (bits & kBitCornering) pos->AddAlarm(AlarmCode::kSwerveAlarm);
  if (bits & kBitCollision) pos->AddAlarm(AlarmCode::kCollideAlarm);
  if (bits & kBitTamper) pos->AddAlarm(AlarmCode::kIsIllegalRemove);
}

}  // namespace

bool DecodeFeItem(ByteView v, Position* pos) {
  if (v.size() == 1) {
    if (v[0] <= 100) pos->attributes.Set(AttrKey::kBatteryPct, int64_t{v[0]});
    return true;
  }
  if (v.size() == 2) {
    pos->attributes.Set(AttrKey::kVoltageV, (v[0] << 8 | v[1]) / 10.0);
    return true;
  }
  if (v.size() < 3 || v[0] != kListMark) return false;  // 4 bytes: an odometer of unknown unit
  ByteReader r(v.subspan(1));
  while (r.remaining() >= 2) {
    uint8_t type = r.U8();
    uint8_t len = r.U8();
    ByteView value = r.Take(len);
    if (!r.ok()) break;
    if (type == kTypeAlarmBits && len == 4) {
      MapAlarmBits(static_cast<uint32_t>(value[0]) << 24 | value[1] << 16 | value[2] << 8 | value[3], pos);
    }
  }
  return true;
}

}  // namespace chelian::jt808
