// Tests for hex conversion.
#include "core/hex.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(HexTest, RoundTrip) {
  const Bytes b = {0x7e, 0x00, 0xab, 0xff};
  EXPECT_EQ(ToHex(b), "7e00abff");
  EXPECT_EQ(ParseHex("7E00ABff").value(), b);
  EXPECT_EQ(ParseHex("0x7e 00 ab\tff\n").value(), b);
  EXPECT_EQ(ParseHex("").value(), Bytes{});
}

TEST(HexTest, RejectsBadInput) {
  EXPECT_FALSE(ParseHex("7e0").has_value());
  EXPECT_FALSE(ParseHex("7g").has_value());
  EXPECT_FALSE(ParseHex("7 e").has_value());
}

}  // namespace
}  // namespace chelian
