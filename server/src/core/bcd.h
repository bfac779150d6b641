// Packed BCD (two decimal digits per byte, high nibble first) as used by JT/T 808 phone numbers
// and times and by GT06 IMEIs.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/bytes.h"

namespace chelian {

// The digits of `b` ("013829655854"); nullopt if a nibble is above 9.
std::optional<std::string> BcdToDigits(ByteView b);

// An ICCID sent as BCD padded with F nibbles (a 19-digit ICCID in 10 bytes): its hex digits
// without the trailing padding.
std::string PaddedBcdToText(ByteView b);

// Packs `digits` into exactly `width` bytes, left-padded with '0' (or keeping the rightmost
// digits if too long). Non-digits count as 0.
Bytes DigitsToBcd(std::string_view digits, size_t width);

// A BCD byte's value (0x59 → 59); -1 if either nibble is above 9.
inline int BcdByte(uint8_t b) {
  int hi = b >> 4, lo = b & 0xF;
  return hi > 9 || lo > 9 ? -1 : hi * 10 + lo;
}

}  // namespace chelian
