// 0x64 ADAS alarm block (Su-standard active-safety layout: alarm id DWORD, flag BYTE, event type
// BYTE, …, 16-byte alarm identification; 47 bytes). The product's devices report their
// voice-control alarm as event type 0x21 (api-contract §3.3: NEWUI expects audioAlarm).
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr size_t kEventTypeOffset = 5;
constexpr uint8_t kEventVoiceControl = 0x21;

}  // namespace

bool DecodeAdasBlock(ByteView value, Position* pos) {
  if (value.size() <= kEventTypeOffset) return false;
  uint8_t event = value[kEventTypeOffset];
  pos->attributes.Set(AttrKey::kAdasEvent, int64_t{event});
  if (event == kEventVoiceControl) pos->AddAlarm(AlarmCode::kAudioAlarm);
  return true;
}

}  // namespace chelian::jt808
