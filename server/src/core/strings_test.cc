// Tests for the shared string helpers.
#include "core/strings.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(Strings, EqualsIgnoreCase) {
  EXPECT_TRUE(EqualsIgnoreCase("sessionId", "SESSIONID"));
  EXPECT_TRUE(EqualsIgnoreCase("Sessionid", "sessionid"));
  EXPECT_FALSE(EqualsIgnoreCase("sessionId", "session"));
}

TEST(Strings, PercentDecode) {
  EXPECT_EQ(PercentDecode("1%2C2%2C3", false), "1,2,3");
  EXPECT_EQ(PercentDecode("a+b%20c", true), "a b c");
  EXPECT_EQ(PercentDecode("a+b", false), "a+b");
  EXPECT_EQ(PercentDecode("100%", false), "100%");
  EXPECT_EQ(PercentDecode("%zz%4", false), "%zz%4");
  EXPECT_EQ(PercentDecode("%E8%BD%A6", false), "车");
  EXPECT_EQ(PercentDecode("ab%41", false), "abA");  // an escape at the very end
  EXPECT_EQ(PercentDecode("%41", false), "A");
  EXPECT_EQ(PercentDecode("ab%4", false), "ab%4");
  EXPECT_EQ(PercentDecode("ab%", false), "ab%");
}

TEST(Strings, SplitAndTrim) {
  auto parts = Split("a,,b", ',');
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[1], "");
  EXPECT_EQ(Trim("  x \r\n"), "x");
}

TEST(Strings, ListsSplitOnCommasSemicolonsSpacesAndLineBreaks) {
  EXPECT_EQ(SplitList("a, b,,c;d\r\ne "), (std::vector<std::string>{"a", "b", "c", "d", "e"}));
  EXPECT_TRUE(SplitList(" ,; ").empty());
  EXPECT_EQ(JoinList({"ops@example.com", "boss@example.cn"}), "ops@example.com,boss@example.cn");
  EXPECT_EQ(SplitList(JoinList({"x", "y"})), (std::vector<std::string>{"x", "y"}));
}

TEST(Strings, ParseInt64) {
  long long v = 0;
  EXPECT_TRUE(ParseInt64("-42", &v));
  EXPECT_EQ(v, -42);
  EXPECT_FALSE(ParseInt64("4x", &v));
  EXPECT_FALSE(ParseInt64("", &v));
  EXPECT_FALSE(ParseInt64("99999999999999999999", &v));
}

}  // namespace
}  // namespace chelian
