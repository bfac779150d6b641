// Tests for GBK conversion.
#include "core/gbk.h"

#include <gtest/gtest.h>

#include "core/hex.h"

namespace chelian {
namespace {

TEST(GbkTest, PlateFromJt808Register) {
  // The plate of a Traccar JT808 register frame: 粤B88888.
  EXPECT_EQ(GbkToUtf8(ParseHex("d4c1423838383838").value()), "粤B88888");
  EXPECT_EQ(GbkToUtf8(AsBytes("ABC123")), "ABC123");
  EXPECT_EQ(ToHex(Utf8ToGbk("粤B")), "d4c142");
}

TEST(GbkTest, BadBytesBecomeQuestionMarks) {
  std::string s = GbkToUtf8(Bytes{'A', 0xff, 'B'});
  EXPECT_EQ(s.front(), 'A');
  EXPECT_EQ(s.back(), 'B');
  EXPECT_NE(s.find('?'), std::string::npos);
}

TEST(GbkTest, Utf16BigEndian) {
  // "Set OK!" of a JT/T 808 0x1300 reply; 粤 (U+7CA4); a surrogate pair (U+1F600); a lone surrogate.
  EXPECT_EQ(Utf16BeToUtf8(ParseHex("0053006500740020004f004b0021").value()), "Set OK!");
  EXPECT_EQ(Utf16BeToUtf8(ParseHex("7ca4").value()), "粤");
  EXPECT_EQ(Utf16BeToUtf8(ParseHex("d83dde00").value()), "\xF0\x9F\x98\x80");
  EXPECT_EQ(Utf16BeToUtf8(ParseHex("d83d0041").value()), "?A");
  EXPECT_EQ(Utf16BeToUtf8(ParseHex("004100").value()), "A");
}

TEST(GbkTest, Utf8ToUtf16BigEndian) {
  // 妈妈 (U+5988 twice), ASCII, a surrogate pair, and bad bytes become '?' — each read back.
  EXPECT_EQ(ToHex(Utf8ToUtf16Be("妈妈")), "59885988");
  EXPECT_EQ(ToHex(Utf8ToUtf16Be("A1")), "00410031");
  EXPECT_EQ(ToHex(Utf8ToUtf16Be("\xF0\x9F\x98\x80")), "d83dde00");
  EXPECT_EQ(ToHex(Utf8ToUtf16Be("\xC3"
                                "A")),
            "003f0041");
  EXPECT_EQ(Utf16BeToUtf8(Utf8ToUtf16Be("王老师 Li")), "王老师 Li");
}

}  // namespace
}  // namespace chelian
