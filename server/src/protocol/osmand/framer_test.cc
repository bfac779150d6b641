// The OsmAnd framer: requests split anywhere, kept-alive requests back to back, bodies by
// Content-Length, and the bounds (long heads, large or chunked bodies).
#include "protocol/osmand/framer.h"

#include <gtest/gtest.h>

#include <string>

namespace chelian::osmand {
namespace {

Bytes B(std::string_view s) { return Bytes(s.begin(), s.end()); }
std::string S(const Bytes& b) { return std::string(b.begin(), b.end()); }

const std::string kGet = "GET /?id=1&lat=1&lon=2 HTTP/1.1\r\nHost: x\r\n\r\n";
const std::string kPost =
    "POST / HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 17\r\n\r\n{\"device_id\":\"1\"}";

TEST(OsmAndFramerTest, RequestsBackToBackAndSplitAnywhere) {
  const std::string stream = kGet + kPost + "\r\n" + kGet;
  for (size_t cut = 0; cut <= stream.size(); ++cut) {
    Framer f;
    std::vector<std::string> frames;
    f.Feed(B(stream.substr(0, cut)));
    while (auto m = f.Next()) frames.push_back(S(*m));
    f.Feed(B(stream.substr(cut)));
    while (auto m = f.Next()) frames.push_back(S(*m));
    ASSERT_EQ(frames.size(), 3u) << cut;
    EXPECT_EQ(frames[0], kGet);
    EXPECT_EQ(frames[1], kPost);
    EXPECT_EQ(frames[2], kGet);
    EXPECT_EQ(f.buffered(), 0u);
  }
}

TEST(OsmAndFramerTest, WaitsForTheWholeBody) {
  Framer f;
  f.Feed(B(kPost.substr(0, kPost.size() - 1)));
  EXPECT_FALSE(f.Next());
  f.Feed(B(kPost.substr(kPost.size() - 1)));
  auto m = f.Next();
  ASSERT_TRUE(m);
  EXPECT_EQ(S(*m), kPost);
}

TEST(OsmAndFramerTest, AHeadWithoutEndIsCutAtTheLimitAndTheRestDropped) {
  Framer f;
  std::string endless = "GET /?id=" + std::string(kMaxHeadBytes + 100, 'a');
  f.Feed(B(endless));
  auto m = f.Next();
  ASSERT_TRUE(m);
  EXPECT_LE(m->size(), kMaxHeadBytes + kMaxBodyBytes);
  f.Feed(B(kGet));  // boundaries are lost: nothing more is framed
  EXPECT_FALSE(f.Next());
  EXPECT_EQ(f.buffered(), 0u);
  EXPECT_GT(f.dropped_bytes(), 0u);
}

TEST(OsmAndFramerTest, LargeOrChunkedBodiesAreGivenAtOnceForTheDecoderToRefuse) {
  for (std::string head : {"POST / HTTP/1.1\r\nContent-Length: 99999\r\n\r\n",
                           "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
                           "POST / HTTP/1.1\r\nContent-Length: x1\r\n\r\n"}) {
    Framer f;
    f.Feed(B(head));
    auto m = f.Next();
    ASSERT_TRUE(m) << head;
    EXPECT_FALSE(f.Next());
  }
}

TEST(OsmAndFramerTest, FlushGivesARequestCutShort) {
  Framer f;
  f.Feed(B("GET /?id=1 HTTP/1.1\r\nHost"));
  EXPECT_FALSE(f.Next());
  auto m = f.Flush();
  ASSERT_TRUE(m);
  EXPECT_EQ(S(*m), "GET /?id=1 HTTP/1.1\r\nHost");
  EXPECT_FALSE(f.Flush());
}

}  // namespace
}  // namespace chelian::osmand
