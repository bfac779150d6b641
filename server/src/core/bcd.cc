// BCD implementation.
#include "core/bcd.h"

#include "core/hex.h"

namespace chelian {

std::optional<std::string> BcdToDigits(ByteView b) {
  std::string out;
  out.reserve(b.size() * 2);
  for (uint8_t v : b) {
    int hi = v >> 4, lo = v & 0xF;
    if (hi > 9 || lo > 9) return std::nullopt;
    out += static_cast<char>('0' + hi);
    out += static_cast<char>('0' + lo);
  }
  return out;
}

std::string PaddedBcdToText(ByteView b) {
  std::string out = ToHex(b);
  while (!out.empty() && out.back() == 'f') out.pop_back();
  return out;
}

Bytes DigitsToBcd(std::string_view digits, size_t width) {
  std::string padded(width * 2, '0');
  if (digits.size() > padded.size()) digits = digits.substr(digits.size() - padded.size());
  padded.replace(padded.size() - digits.size(), digits.size(), digits);
  Bytes out(width);
  for (size_t i = 0; i < width; ++i) {
    auto nib = [](char c) { return c >= '0' && c <= '9' ? c - '0' : 0; };
    out[i] = static_cast<uint8_t>(nib(padded[2 * i]) << 4 | nib(padded[2 * i + 1]));
  }
  return out;
}

}  // namespace chelian
