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

}  // namespace
}  // namespace chelian
