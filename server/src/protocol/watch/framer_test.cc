// Tests for the 3G* watch framer: Traccar's frame decoder inputs (several frames in one read,
// brackets inside a Wi-Fi name, escapes), wrong length fields, pieces, garbage and the bound.
#include "protocol/watch/framer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/hex.h"
#include "protocol/testdata.h"

namespace chelian::watch {
namespace {

Bytes B(std::string_view s) { return Bytes(s.begin(), s.end()); }
std::string S(const Bytes& b) { return std::string(b.begin(), b.end()); }

std::vector<std::string> FrameAll(Framer& framer) {
  std::vector<std::string> out;
  while (auto f = framer.Next()) out.push_back(S(*f));
  while (auto f = framer.Flush()) out.push_back(S(*f));
  return out;
}

std::vector<testing::TestFrame> Captures(const char* file) {
  return testing::LoadTestFrames(testing::ProtocolDir() / "watch" / "testdata" / file);
}

TEST(WatchFramerTest, TraccarsFrameDecoderInputs) {
  auto captures = Captures("traccar_framer.hex");
  ASSERT_EQ(captures.size(), 7u);
  // The first input holds four frames of one read; each of the others one frame.
  Framer four;
  four.Feed(captures[0].bytes);
  auto frames = FrameAll(four);
  ASSERT_EQ(frames.size(), 4u);
  EXPECT_EQ(frames[0], "[3G*9705141740*0009*LK,0,0,53]");
  EXPECT_EQ(frames[1].substr(0, 25), "[3G*9705141740*005A*UD,19");
  EXPECT_EQ(frames[2], "[3G*9705141740*0003*TKQ]");
  EXPECT_EQ(frames[3], "[3G*9705141740*0009*LK,0,0,53]");
  for (size_t i = 1; i < captures.size(); ++i) {
    Framer framer;
    framer.Feed(captures[i].bytes);
    auto got = framer.Next();
    ASSERT_TRUE(got.has_value()) << captures[i].comment;
    EXPECT_EQ(ToHex(*got), ToHex(captures[i].bytes)) << captures[i].comment;  // escapes kept
    EXPECT_EQ(framer.buffered(), 0u);
  }
}

TEST(WatchFramerTest, TheLengthFieldCarriesBracketsInsideTheContent) {
  // A Wi-Fi name "[LG_Wall-Mount A/C]e725" inside a UD (Traccar's frame test), then an LK.
  Bytes ud = Captures("traccar_framer.hex")[1].bytes;
  ASSERT_NE(S(ud).find("[LG_Wall-Mount A/C]"), std::string::npos);
  Framer framer;
  Bytes stream = ud;
  for (uint8_t b : B("[3G*880900242*0002*LK]")) stream.push_back(b);
  // In 5-byte pieces: nothing is cut at the inner ']'.
  std::vector<std::string> got;
  for (size_t i = 0; i < stream.size(); i += 5) {
    framer.Feed(ByteView(stream).subspan(i, std::min<size_t>(5, stream.size() - i)));
    while (auto f = framer.Next()) got.push_back(S(*f));
  }
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0], S(ud));
  EXPECT_EQ(got[1], "[3G*880900242*0002*LK]");
}

TEST(WatchFramerTest, WrongLengthFieldsAreCutByTheirBrackets) {
  Framer framer;
  // LLLL one too many (Traccar's LK capture), then one too few, then a right one.
  framer.Feed(B("[SG*9081000548*0009*LK,0,100][SG*9081000548*0001*LK][SG*9081000548*0002*LK]"));
  auto frames = FrameAll(framer);
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0], "[SG*9081000548*0009*LK,0,100]");
  EXPECT_EQ(frames[1], "[SG*9081000548*0001*LK]");
  EXPECT_EQ(frames[2], "[SG*9081000548*0002*LK]");
  // A frame claiming more than it has, alone: cut once the input ends with its ']'.
  Framer alone;
  alone.Feed(B("[SG*9081000548*0099*LK,0,100]"));
  auto got = alone.Next();
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(S(*got), "[SG*9081000548*0099*LK,0,100]");
  // …but while it is not closed, nothing is cut.
  Framer open;
  open.Feed(B("[SG*9081000548*0099*LK,0,1"));
  EXPECT_FALSE(open.Next().has_value());
  EXPECT_FALSE(open.Flush().has_value());
}

TEST(WatchFramerTest, VoiceChunksCountingEscapedBytes) {
  // Six JXTK frames of one voice message in one read (Traccar's decoder test), LLLL counting the
  // bytes as sent.
  for (const auto& c : Captures("traccar_decoder.hex")) {
    if (c.comment.find("JXTK") == std::string::npos) continue;
    Framer framer;
    framer.Feed(c.bytes);
    auto frames = FrameAll(framer);
    ASSERT_EQ(frames.size(), 6u);
    size_t total = 0;
    for (const auto& f : frames) {
      EXPECT_EQ(f.substr(0, 23), "[ZJ*789468050042692*003") << f.substr(0, 40);
      total += f.size();
    }
    EXPECT_EQ(total, c.bytes.size());
    return;
  }
  FAIL() << "no JXTK capture";
}

TEST(WatchFramerTest, GarbageAndPieces) {
  Framer framer;
  Bytes stream = B("\r\nxx[no frame][");  // junk, a bracketed text that is no frame, a lone '['
  for (uint8_t b : B("[3G*8800000015*0002*LK][ZJ*014111001350304*0034*0009*LK,0,0,19]")) stream.push_back(b);
  std::vector<std::string> got;
  for (size_t i = 0; i < stream.size(); i += 3) {
    framer.Feed(ByteView(stream).subspan(i, std::min<size_t>(3, stream.size() - i)));
    while (auto f = framer.Next()) got.push_back(S(*f));
  }
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0], "[3G*8800000015*0002*LK]");
  EXPECT_EQ(got[1], "[ZJ*014111001350304*0034*0009*LK,0,0,19]");
  EXPECT_EQ(framer.buffered(), 0u);
  EXPECT_GT(framer.dropped_bytes(), 0u);
}

TEST(WatchFramerTest, AnEscapeCutInTwoWaitsForItsSecondByte) {
  Framer framer;
  Bytes first = B("[CS*1234567890*0003*TK,");
  first.push_back(0x7D);
  framer.Feed(first);
  EXPECT_FALSE(framer.Next().has_value());
  framer.Feed(Bytes{0x01, ']'});
  auto got = framer.Next();
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->size(), first.size() + 2);
}

TEST(WatchFramerTest, MemoryIsBounded) {
  Framer framer(256);
  // A frame that claims and sends more than the bound, then a good frame.
  framer.Feed(B("[3G*8800000015*0400*TK,"));
  for (int i = 0; i < 40; ++i) {
    framer.Feed(Bytes(50, 'a'));
    EXPECT_FALSE(framer.Next().has_value());
    EXPECT_LE(framer.buffered(), 256u + 50u);
  }
  framer.Feed(B("][3G*8800000015*0002*LK]"));
  auto got = framer.Next();
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(S(*got), "[3G*8800000015*0002*LK]");
  EXPECT_GT(framer.dropped_bytes(), 2000u);
}

}  // namespace
}  // namespace chelian::watch
