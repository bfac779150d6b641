// Vendor additional items of 0x0200 that real devices send, each decoded in its own file:
// BSJ 0xEB extension list (vendor_bsj.cc), 0x64 ADAS block (vendor_adas.cc), 0xEF memory-card
// events (vendor_card.cc). Mapped onto the alarm codes of api-contract §3.3.
#pragma once

#include "core/bytes.h"
#include "domain/position.h"

namespace chelian::jt808 {

// BSJ 0xEB: a list of {length WORD (counts the id), id WORD, value}. Returns false (and leaves
// `pos` untouched) when `value` is not such a list — other vendors use 0xEB differently.
bool DecodeBsjExtension(ByteView value, Position* pos);

// 0x64 ADAS alarm block (Su-standard layout, 47 bytes): event type 0x21 is the voice-control
// alarm of the product's devices. Returns false when too short.
bool DecodeAdasBlock(ByteView value, Position* pos);

// 0xEF memory-card event (13 bytes): …0x11 0x12 → TF card removed, …0x11 0x15 → TF card error.
bool DecodeMemoryCardEvent(ByteView value, Position* pos);

}  // namespace chelian::jt808
