// H02 framer: Traccar's framer captures (text with \r\n, short and long binary, mixed, X frames),
// frames split at every byte, garbage between frames, oversized text, the bound.
#include "protocol/h02/framer.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/hex.h"
#include "protocol/testdata.h"

namespace chelian::h02 {
namespace {

Bytes Text(std::string_view s) { return Bytes(s.begin(), s.end()); }

std::vector<std::string> FrameAll(Framer& f) {
  std::vector<std::string> out;
  while (auto frame = f.Next()) out.push_back(ToHex(*frame));
  return out;
}

const char* kShort = "2441060116601245431311165035313006004318210e000000fffffbffff0024";
const char* kLong = "24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f";
const char* kText =
    "2a48512c343130363031313636302c56312c3132343535322c412c353033352e333132392c4e2c30303433312e383231312c452c3030302e32"
    "302c3030302c3133313131362c464646464642464623";

TEST(H02FramerTest, TraccarFramerCapturesGiveTheFramesItExpects) {
  auto frames = testing::LoadTestFrames(testing::ProtocolDir() / "h02/testdata/traccar_framer.hex");
  ASSERT_EQ(frames.size(), 9u);
  for (const auto& f : frames) {
    Framer framer;
    framer.Feed(f.bytes);
    std::vector<std::string> got = FrameAll(framer);
    // The comment says how many frames of which sizes: "2 frame(s) of 32, 77 bytes".
    std::string sizes;
    for (const std::string& g : got) sizes += (sizes.empty() ? "" : ", ") + std::to_string(g.size() / 2);
    EXPECT_NE(f.comment.find(std::to_string(got.size()) + " frame(s) of " + sizes + " bytes"), std::string::npos)
        << f.file << ":" << f.line << " got " << sizes;
    size_t total = 0;
    for (const std::string& g : got) {
      EXPECT_EQ(f.hex.find(g), total * 2) << f.file << ":" << f.line;  // in order, from the input
      total += g.size() / 2;
    }
  }
}

TEST(H02FramerTest, TextFrameWithCrLfDropsTheLineEnd) {
  Framer framer;
  framer.Feed(Text("*HQ,1,V1,#\r\n*HQ,2,HTBT#\r\n"));
  auto got = FrameAll(framer);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0], ToHex(Text("*HQ,1,V1,#")));
  EXPECT_EQ(got[1], ToHex(Text("*HQ,2,HTBT#")));
  EXPECT_EQ(framer.buffered(), 0u);
  EXPECT_EQ(framer.dropped_bytes(), 4u);
}

// A binary frame's length is known only from what follows it (or from the read ending there): a
// stream cut anywhere but exactly at a shorter binary length inside a binary frame comes out whole.
TEST(H02FramerTest, MixedFramesSplitAnywhereComeOutWhole) {
  const std::vector<std::string> frames{kText, kShort, kText, kLong, kShort, kText};
  std::string hex;
  std::set<size_t> ambiguous;
  for (const std::string& f : frames) {
    size_t start = hex.size() / 2, len = f.size() / 2;
    if (f[0] == '2' && f[1] == '4')
      for (size_t l : {32, 42, 45, 46, 48})
        if (l < len) ambiguous.insert(start + l);
    hex += f;
  }
  Bytes stream = *ParseHex(hex);
  for (size_t chunk : {1, 3, 5, 7, 13, 64}) {
    Framer framer;
    std::vector<std::string> got;
    for (size_t at = 0; at < stream.size();) {
      size_t next = std::min(at + chunk, stream.size());
      while (ambiguous.count(next)) ++next;
      framer.Feed(ByteView(stream).subspan(at, next - at));
      while (auto f = framer.Next()) got.push_back(ToHex(*f));
      at = next;
    }
    while (auto f = framer.Flush()) got.push_back(ToHex(*f));
    EXPECT_EQ(got, frames) << "chunks of " << chunk;
  }
}

TEST(H02FramerTest, ALongFrameCutAfter32BytesIsTakenShort) {
  Framer framer;
  Bytes b = *ParseHex(kLong);
  framer.Feed(ByteView(b).first(32));
  auto f = framer.Next();
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(f->size(), 32u);
  framer.Feed(ByteView(b).subspan(32));
  EXPECT_FALSE(framer.Next().has_value());  // the rest is no frame
}

TEST(H02FramerTest, GarbageBetweenFramesIsDropped) {
  Bytes stream = Text("hello\x01\xff#,,");
  Bytes more = *ParseHex(kShort);
  stream.insert(stream.end(), more.begin(), more.end());
  Bytes tail = Text(std::string_view("\x00\x00*HQ,7,HTBT#", 13));
  stream.insert(stream.end(), tail.begin(), tail.end());
  Framer framer;
  framer.Feed(stream);
  auto got = FrameAll(framer);
  ASSERT_EQ(got.size(), 2u) << (got.empty() ? "" : got[0]);
  EXPECT_EQ(got[0], kShort);
  EXPECT_EQ(got[1], ToHex(Text("*HQ,7,HTBT#")));
}

TEST(H02FramerTest, AStartByteInTextGarbageStartsNoBinaryFrame) {
  Framer framer;
  framer.Feed(Text("X1$0*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,080918,EEE7FBDF#"));
  auto got = FrameAll(framer);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0], ToHex(Text("*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,080918,EEE7FBDF#")));
}

TEST(H02FramerTest, TextCutByANewFrameIsDropped) {
  Framer framer;
  framer.Feed(Text("*HQ,1,V1,0123*HQ,2,HTBT#"));
  auto got = FrameAll(framer);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0], ToHex(Text("*HQ,2,HTBT#")));
}

TEST(H02FramerTest, TextWithoutEndIsBoundedAndDropped) {
  Framer framer(64);
  std::string big = "*HQ," + std::string(200, '1');
  framer.Feed(Text(big));
  EXPECT_FALSE(framer.Next().has_value());
  EXPECT_LT(framer.buffered(), 64u);
  framer.Feed(Text("*HQ,2,HTBT#"));
  auto got = FrameAll(framer);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0], ToHex(Text("*HQ,2,HTBT#")));
}

TEST(H02FramerTest, AShortBinaryFrameWaitsForMoreThenFlushes) {
  Framer framer;
  Bytes b = *ParseHex(kShort);
  framer.Feed(ByteView(b).first(20));
  EXPECT_FALSE(framer.Next().has_value());
  EXPECT_FALSE(framer.Flush().has_value());  // fewer bytes than any binary frame
  framer.Feed(ByteView(b).subspan(20));
  auto f = framer.Next();
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(ToHex(*f), kShort);
}

}  // namespace
}  // namespace chelian::h02
