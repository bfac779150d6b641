// JT/T 808 location information (the 0x0200 body, also inside 0x0201, 0x0704 and 0x0801):
// basic fields, standard additional items, vendor items, and the alarm flags → product codes.
#pragma once

#include <string>

#include "core/bytes.h"
#include "core/status.h"
#include "domain/position.h"

namespace chelian::jt808 {

// Decodes a location body into `pos` (times GMT+8 → UTC; sign from status bits 2/3).
// Errors: body shorter than the 28 basic bytes, or a time that is not a valid BCD date.
// Malformed additional items are skipped and described in `*warning` (appended; may be null).
Status DecodeLocation(ByteView body, Position* pos, std::string* warning);

// Adds the product alarm codes for a JT808 alarm DWORD (api-contract §3.2) to `pos`; the
// area in/out bit uses the direction of item 0x12 when present.
void MapAlarmFlags(uint32_t alarm_flags, Position* pos);

// Time BCD[6] YYMMDDhhmmss in GMT+8 → epoch ms UTC; false if not a valid date.
bool DecodeBcdTime(ByteView bcd6, int64_t* epoch_ms);

}  // namespace chelian::jt808
