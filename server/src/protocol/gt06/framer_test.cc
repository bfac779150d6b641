// Tests for the GT06 stream framer (frames from traccar's Gt06FrameDecoderTest in testdata).
#include "protocol/gt06/framer.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/testdata.h"

namespace chelian::gt06 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }

std::vector<testing::TestFrame> FramerFrames() {
  return testing::LoadTestFrames(testing::ProtocolDir() / "gt06" / "testdata" / "traccar_framer.hex");
}

TEST(Gt06FramerTest, EachTraccarFrameAlone) {
  auto frames = FramerFrames();
  ASSERT_EQ(frames.size(), 9u);
  for (const auto& f : frames) {
    Framer framer;
    framer.Feed(f.bytes);
    auto got = framer.Next();
    if (!got) got = framer.Flush();  // wrong length field and nothing after it
    ASSERT_TRUE(got.has_value()) << f.hex;
    EXPECT_EQ(ToHex(*got), ToHex(f.bytes));
    EXPECT_EQ(framer.buffered(), 0u);
  }
}

TEST(Gt06FramerTest, AllTraccarFramesInOneStream) {
  auto frames = FramerFrames();
  Framer framer;
  Bytes stream = H("0d0a7777");  // leading garbage
  for (const auto& f : frames) stream.insert(stream.end(), f.bytes.begin(), f.bytes.end());
  // Feed in 7-byte pieces.
  std::vector<std::string> got;
  for (size_t i = 0; i < stream.size(); i += 7) {
    framer.Feed(ByteView(stream).subspan(i, std::min<size_t>(7, stream.size() - i)));
    while (auto f = framer.Next()) got.push_back(ToHex(*f));
  }
  while (auto f = framer.Flush()) got.push_back(ToHex(*f));
  ASSERT_EQ(got.size(), frames.size());
  for (size_t i = 0; i < frames.size(); ++i) EXPECT_EQ(got[i], ToHex(frames[i].bytes)) << i;
  EXPECT_EQ(framer.dropped_bytes(), 4u);
}

TEST(Gt06FramerTest, ExtendedLengthAndStopBytesInside) {
  // Traccar Gt06ProtocolDecoderTest: 0x9B serial data containing 0D 0A inside a 79 79 frame.
  Framer framer;
  framer.Feed(H("797900109b0344373532304136320d0a000f87f00d0a78780a13c40604000201298f5b0d0a"));
  EXPECT_EQ(ToHex(*framer.Next()), "797900109b0344373532304136320d0a000f87f00d0a");
  EXPECT_EQ(ToHex(*framer.Next()), "78780a13c40604000201298f5b0d0a");
}

TEST(Gt06FramerTest, BoundedAgainstGarbage) {
  Framer framer(64);
  Bytes junk(5000, 0x11);  // a start marker, then no stop bytes for a long time
  junk[0] = junk[1] = 0x78;
  framer.Feed(junk);
  EXPECT_FALSE(framer.Next().has_value());
  EXPECT_LE(framer.buffered(), 64u);
  framer.Feed(H("78780a13c40604000201298f5b0d0a"));
  auto f = framer.Next();
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(ToHex(*f), "78780a13c40604000201298f5b0d0a");
}

}  // namespace
}  // namespace chelian::gt06
