// Tests for ByteReader / ByteWriter.
#include "core/bytes.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(ByteReaderTest, ReadsBigEndian) {
  const Bytes data = {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a};
  ByteReader r(data);
  EXPECT_EQ(r.U8(), 0x01);
  EXPECT_EQ(r.U16(), 0x0203);
  EXPECT_EQ(r.U32(), 0x04050607u);
  EXPECT_EQ(r.U24(), 0x08090au);
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(r.empty());
}

TEST(ByteReaderTest, ShortReadIsStickyAndSafe) {
  const Bytes data = {0xff, 0xfe, 0x01};
  ByteReader r(data);
  EXPECT_EQ(r.I16(), -2);
  EXPECT_EQ(r.U32(), 0u);  // only one byte left
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.U8(), 0);  // stays failed
  EXPECT_TRUE(r.Take(1).empty());
  EXPECT_EQ(r.remaining(), 0u);
}

TEST(ByteReaderTest, TakeAndRest) {
  const Bytes data = {1, 2, 3, 4, 5};
  ByteReader r(data);
  ByteView a = r.Take(2);
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[1], 2);
  EXPECT_EQ(r.Peek(), 3);
  EXPECT_EQ(r.TakeRest().size(), 3u);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.Peek(), 0);
}

TEST(ByteWriterTest, WritesAndPatches) {
  ByteWriter w;
  w.U8(0x7e).U16(0x8001).U32(0xdeadbeef).Append(std::string_view("ab")).FixedString("xyz", 5);
  w.PatchU16(1, 0x1234);
  const Bytes want = {0x7e, 0x12, 0x34, 0xde, 0xad, 0xbe, 0xef, 'a', 'b', 'x', 'y', 'z', 0, 0};
  EXPECT_EQ(w.bytes(), want);
}

TEST(TrimmedStringTest, DropsPadding) {
  const Bytes data = {0, 0, 'B', 'S', 'J', 0, 0, ' '};
  EXPECT_EQ(TrimmedString(data), "BSJ");
  EXPECT_EQ(TrimmedString({}), "");
}

}  // namespace
}  // namespace chelian
