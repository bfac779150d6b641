// Tests for the protocol checksums (check values from the CRC catalogue and the Concox document).
#include "core/crc.h"

#include <gtest/gtest.h>

#include "core/hex.h"

namespace chelian {
namespace {

TEST(CrcTest, X25CheckValue) { EXPECT_EQ(Crc16X25(AsBytes("123456789")), 0x906E); }

TEST(CrcTest, X25OnConcoxLoginReply) {
  // Login reply 7878 05 01 0005 9FF8 0D0A: the CRC covers length..serial.
  Bytes b = ParseHex("05010005").value();
  EXPECT_EQ(Crc16X25(b), 0x9FF8);
}

TEST(CrcTest, Xor) {
  EXPECT_EQ(Xor8({}), 0);
  EXPECT_EQ(Xor8(Bytes{0x30, 0x7e, 0x08, 0x7d, 0x55}), 0x30 ^ 0x7e ^ 0x08 ^ 0x7d ^ 0x55);
}

}  // namespace
}  // namespace chelian
