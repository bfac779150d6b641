// Checksum implementation (table-driven CRC, computed once at compile time).
#include "core/crc.h"

#include <array>

namespace chelian {
namespace {

constexpr std::array<uint16_t, 256> MakeX25Table() {
  std::array<uint16_t, 256> t{};
  for (int i = 0; i < 256; ++i) {
    uint16_t c = static_cast<uint16_t>(i);
    for (int k = 0; k < 8; ++k) c = (c & 1) ? static_cast<uint16_t>((c >> 1) ^ 0x8408) : static_cast<uint16_t>(c >> 1);
    t[i] = c;
  }
  return t;
}

constexpr std::array<uint16_t, 256> kX25Table = MakeX25Table();

}  // namespace

uint16_t Crc16X25(ByteView b) {
  uint16_t crc = 0xFFFF;
  for (uint8_t v : b) crc = static_cast<uint16_t>((crc >> 8) ^ kX25Table[(crc ^ v) & 0xFF]);
  return static_cast<uint16_t>(crc ^ 0xFFFF);
}

uint8_t Xor8(ByteView b) {
  uint8_t x = 0;
  for (uint8_t v : b) x ^= v;
  return x;
}

}  // namespace chelian
