// Tests for JT/T 808 sub-package reassembly.
#include "protocol/jt808/reassembler.h"

#include <gtest/gtest.h>

namespace chelian::jt808 {
namespace {

using Kind = Reassembler::Outcome::Kind;

TEST(ReassemblerTest, AssemblesInAnyOrder) {
  Reassembler r;
  const Bytes a = {1, 2}, b = {3}, c = {4, 5};
  EXPECT_EQ(r.Add(0x0801, 11, 3, 2, b, 0).kind, Kind::kBuffered);
  EXPECT_EQ(r.Add(0x0801, 10, 3, 1, a, 0).kind, Kind::kBuffered);
  auto done = r.Add(0x0801, 12, 3, 3, c, 0);
  ASSERT_EQ(done.kind, Kind::kComplete);
  EXPECT_EQ(done.body, (Bytes{1, 2, 3, 4, 5}));
  EXPECT_EQ(done.first_serial, 10);
  EXPECT_EQ(r.pending_messages(), 0u);
  EXPECT_EQ(r.buffered_bytes(), 0u);
}

TEST(ReassemblerTest, LastPackageWithGapsListsMissing) {
  Reassembler r;
  r.Add(0x0801, 100, 4, 1, Bytes{1}, 0);
  r.Add(0x0801, 102, 4, 3, Bytes{3}, 0);
  auto o = r.Add(0x0801, 103, 4, 4, Bytes{4}, 0);
  EXPECT_EQ(o.kind, Kind::kBuffered);
  EXPECT_EQ(o.first_serial, 100);
  EXPECT_EQ(o.missing, (std::vector<uint16_t>{2}));
  auto done = r.Add(0x0801, 101, 4, 2, Bytes{2}, 0);  // the retransmission
  ASSERT_EQ(done.kind, Kind::kComplete);
  EXPECT_EQ(done.body, (Bytes{1, 2, 3, 4}));
}

TEST(ReassemblerTest, RejectsBadIndexesAndLimits) {
  ReassemblerLimits limits;
  limits.max_packages = 8;
  limits.max_bytes = 10;
  Reassembler r(limits);
  EXPECT_EQ(r.Add(1, 1, 0, 0, Bytes{}, 0).kind, Kind::kRejected);
  EXPECT_EQ(r.Add(1, 1, 2, 3, Bytes{}, 0).kind, Kind::kRejected);
  EXPECT_EQ(r.Add(1, 1, 9, 1, Bytes{}, 0).kind, Kind::kRejected);
  EXPECT_EQ(r.Add(1, 1, 2, 1, Bytes(8, 0), 0).kind, Kind::kBuffered);
  EXPECT_EQ(r.Add(1, 2, 2, 2, Bytes(8, 0), 0).kind, Kind::kRejected);  // 16 > 10 bytes
  EXPECT_EQ(r.pending_messages(), 0u);
  EXPECT_EQ(r.buffered_bytes(), 0u);
}

TEST(ReassemblerTest, BoundedInMessagesAndTime) {
  ReassemblerLimits limits;
  limits.max_messages = 2;
  limits.timeout_ms = 1000;
  Reassembler r(limits);
  r.Add(1, 1, 2, 1, Bytes{1}, 0);
  r.Add(2, 1, 2, 1, Bytes{1}, 10);
  r.Add(3, 1, 2, 1, Bytes{1}, 20);  // evicts message 1 (the oldest)
  EXPECT_EQ(r.pending_messages(), 2u);
  EXPECT_EQ(r.Add(1, 2, 2, 2, Bytes{2}, 30).kind, Kind::kBuffered);  // its package 1 is gone
  EXPECT_EQ(r.Expire(5000), 2u);
  EXPECT_EQ(r.pending_messages(), 0u);
  EXPECT_EQ(r.buffered_bytes(), 0u);
}

TEST(ReassemblerTest, PackageOneAgainRestarts) {
  Reassembler r;
  r.Add(1, 1, 2, 1, Bytes{1}, 0);
  r.Add(1, 5, 2, 1, Bytes{9}, 0);
  auto done = r.Add(1, 6, 2, 2, Bytes{8}, 0);
  ASSERT_EQ(done.kind, Kind::kComplete);
  EXPECT_EQ(done.body, (Bytes{9, 8}));
  EXPECT_EQ(done.first_serial, 5);
}

}  // namespace
}  // namespace chelian::jt808
