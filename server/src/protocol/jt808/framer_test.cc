// Tests for the JT/T 808 stream framer.
#include "protocol/jt808/framer.h"

#include <gtest/gtest.h>

#include "core/hex.h"

namespace chelian::jt808 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }

TEST(Jt808FramerTest, CutsFramesAndSkipsGarbage) {
  Framer f;
  // Traccar Jt808FrameDecoderTest: garbage 2424 before the frame.
  f.Feed(H("24247e307d02087d01557e"));
  auto frame = f.Next();
  ASSERT_TRUE(frame.has_value());
  EXPECT_EQ(ToHex(*frame), "7e307d02087d01557e");
  EXPECT_EQ(f.dropped_bytes(), 2u);
  EXPECT_FALSE(f.Next().has_value());
  EXPECT_EQ(f.buffered(), 0u);
}

TEST(Jt808FramerTest, PartialFramesAcrossReads) {
  Framer f;
  f.Feed(H("7e0002000001"));
  EXPECT_FALSE(f.Next().has_value());
  f.Feed(H("23456789017fff0a7e7e00"));
  auto a = f.Next();
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(ToHex(*a), "7e000200000123456789017fff0a7e");
  EXPECT_FALSE(f.Next().has_value());  // "7e 00" is the start of the next frame
  f.Feed(H("02000001234567890100010a7e"));
  auto b = f.Next();
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(ToHex(*b), "7e0002000001234567890100010a7e");
}

TEST(Jt808FramerTest, BackToBackFramesShareNoFlag) {
  Framer f;
  f.Feed(H("7e01027e7e03047e"));
  EXPECT_EQ(ToHex(*f.Next()), "7e01027e");
  EXPECT_EQ(ToHex(*f.Next()), "7e03047e");
  EXPECT_FALSE(f.Next().has_value());
}

TEST(Jt808FramerTest, BoundedWithoutEndFlag) {
  Framer f(64);
  Bytes junk(1000, 0x11);
  junk[0] = 0x7e;
  f.Feed(junk);
  EXPECT_FALSE(f.Next().has_value());
  EXPECT_LE(f.buffered(), 64u);
  f.Feed(H("7e0002000001234567890100010a7e"));
  auto a = f.Next();
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(ToHex(*a), "7e0002000001234567890100010a7e");
}

TEST(Jt808FramerTest, OversizedFrameIsDropped) {
  Framer f(16);
  Bytes big(40, 0x22);
  big.front() = 0x7e;
  big.back() = 0x7e;
  f.Feed(big);
  f.Feed(H("7e01027e"));
  auto a = f.Next();
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(ToHex(*a), "7e01027e");
}

TEST(Jt808FramerTest, UnescapedFlagInsideFrameIsBridgedByLength) {
  // Traccar Jt808ProtocolDecoderTest (JC371 model): raw 0x7E bytes inside the body. The header
  // declares 0x83 body bytes; the piece up to the first inner 0x7E is shorter and fails its check.
  const std::string hex =
      "7e020000834eb6fb4af2c1010f00000800000c000b01aab48204ea7e57000801ad00b626032715524501040000045130011f310112eb"
      "095554432d30343a3030140400000001150400000004642f0000000b00040100000000002a000801aab33804ea7e5426032715524504"
      "00303037343234322603271552450b0500e81120050e200102008c0006010400070200069b7e";
  Framer f;
  f.Feed(H(hex));
  auto a = f.Next();
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(ToHex(*a), hex);
  EXPECT_FALSE(f.Next().has_value());
}

}  // namespace
}  // namespace chelian::jt808
