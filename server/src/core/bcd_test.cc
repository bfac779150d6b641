// Tests for BCD packing.
#include "core/bcd.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(BcdTest, Digits) {
  const Bytes b = {0x01, 0x38, 0x29, 0x65, 0x58, 0x54};
  EXPECT_EQ(BcdToDigits(b).value(), "013829655854");
  EXPECT_FALSE(BcdToDigits(Bytes{0x1a}).has_value());
}

TEST(BcdTest, PackPadsLeft) {
  EXPECT_EQ(DigitsToBcd("13829655854", 6), (Bytes{0x01, 0x38, 0x29, 0x65, 0x58, 0x54}));
  EXPECT_EQ(DigitsToBcd("123456789012345", 8), (Bytes{0x01, 0x23, 0x45, 0x67, 0x89, 0x01, 0x23, 0x45}));
  EXPECT_EQ(DigitsToBcd("1234567", 2), (Bytes{0x45, 0x67}));
}

TEST(BcdTest, Byte) {
  EXPECT_EQ(BcdByte(0x59), 59);
  EXPECT_EQ(BcdByte(0x5a), -1);
}

}  // namespace
}  // namespace chelian
