// 0xEF memory-card (TF) events of the product's devices (api-contract §3.3): a 13-byte item whose
// bytes 9–10 are 0x11 (storage) and the event code: 0x12 card removed, 0x15 card error.
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr size_t kCardItemBytes = 13;
constexpr size_t kClassOffset = 9;
constexpr uint8_t kClassStorage = 0x11;
constexpr uint8_t kEventCardRemoved = 0x12;
constexpr uint8_t kEventCardError = 0x15;

}  // namespace

bool DecodeMemoryCardEvent(ByteView value, Position* pos) {
  if (value.size() != kCardItemBytes || value[kClassOffset] != kClassStorage) return false;
  uint8_t event = value[kClassOffset + 1];
  pos->attributes.Set(AttrKey::kCardEvent, int64_t{event});
  if (event == kEventCardRemoved) pos->AddAlarm(AlarmCode::kCardRemovalAlarm);
  if (event == kEventCardError) pos->AddAlarm(AlarmCode::kCardErrorAlarm);
  return true;
}

}  // namespace chelian::jt808
