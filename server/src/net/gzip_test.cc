// Tests for reply compression: both efforts decode to the input, and which Accept-Encoding allows gzip.
#include "net/gzip.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <string>

namespace chelian::net {
namespace {

// The decoded gzip stream `gz` (empty when it is not one).
std::string Gunzip(const std::string& gz, size_t capacity) {
  z_stream zs{};
  if (inflateInit2(&zs, 15 + 16) != Z_OK) return "";
  std::string out(capacity, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.data()));
  zs.avail_in = static_cast<uInt>(gz.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  int rc = inflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  inflateEnd(&zs);
  return rc == Z_STREAM_END ? out : "";
}

TEST(Gzip, EveryEffortDecodesToTheInputAndOnceIsNoLarger) {
  std::string text;
  for (int i = 0; i < 20000; i++)
    text += "{\"vehicleId\":" + std::to_string(i * 7919 % 100003) + ",\"plate\":\"粤B\"},";
  for (std::string input : {std::string(), std::string("x"), text, text + text + text + text}) {
    std::string per_reply = Gzip(input);
    std::string once = Gzip(input, GzipEffort::kOnce);
    ASSERT_FALSE(per_reply.empty());
    ASSERT_FALSE(once.empty());
    EXPECT_EQ(Gunzip(per_reply, input.size() + 1), input);
    EXPECT_EQ(Gunzip(once, input.size() + 1), input);
    EXPECT_LE(once.size(), per_reply.size()) << input.size();
  }
}

TEST(Gzip, AcceptEncodingAllowsGzipUnlessRefused) {
  EXPECT_TRUE(AcceptsGzip("gzip, deflate, br"));
  EXPECT_TRUE(AcceptsGzip("br;q=1.0, GZIP;q=0.5"));
  EXPECT_TRUE(AcceptsGzip("gzip;q=0.1"));
  EXPECT_FALSE(AcceptsGzip("gzip;q=0"));
  EXPECT_FALSE(AcceptsGzip("gzip; q=0.000, br"));
  EXPECT_TRUE(AcceptsGzip("gzip;q=1"));
  EXPECT_FALSE(AcceptsGzip("deflate, br"));
  EXPECT_FALSE(AcceptsGzip(""));
  EXPECT_FALSE(AcceptsGzip("x-gzip2"));
}

}  // namespace
}  // namespace chelian::net
