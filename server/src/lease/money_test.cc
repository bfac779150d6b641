// Yuan text ⇄ fen.
#include "lease/money.h"

#include <gtest/gtest.h>

namespace chelian::lease {
namespace {

TEST(LeaseMoney, ParsesYuan) {
  EXPECT_EQ(ParseYuan("300"), 30000);
  EXPECT_EQ(ParseYuan(" 300.5 "), 30050);
  EXPECT_EQ(ParseYuan("300.05"), 30005);
  EXPECT_EQ(ParseYuan("1,200.00"), 120000);
  EXPECT_EQ(ParseYuan("0"), 0);
  EXPECT_FALSE(ParseYuan(""));
  EXPECT_FALSE(ParseYuan("-5"));
  EXPECT_FALSE(ParseYuan("1.234"));
  EXPECT_FALSE(ParseYuan("abc"));
  EXPECT_FALSE(ParseYuan(".5"));
  EXPECT_FALSE(ParseYuan("1e5"));
  EXPECT_FALSE(ParseYuan("999999999999"));
}

TEST(LeaseMoney, FormatsYuan) {
  EXPECT_EQ(FormatYuan(30050), "300.50");
  EXPECT_EQ(FormatYuan(5), "0.05");
  EXPECT_EQ(FormatYuan(-100), "-1.00");
}

}  // namespace
}  // namespace chelian::lease
