// Checksums of the device protocols: CRC-16/X-25 ("CRC-ITU" in the Concox GT06 documents) and
// the one-byte XOR check of JT/T 808.
#pragma once

#include <cstdint>

#include "core/bytes.h"

namespace chelian {

// CRC-16/X-25: poly 0x1021 reflected, init 0xFFFF, xorout 0xFFFF; "123456789" → 0x906E.
uint16_t Crc16X25(ByteView b);

// XOR of every byte (0 for an empty view).
uint8_t Xor8(ByteView b);

}  // namespace chelian
