// Tests for local time formatting.
#include "core/clock.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(Clock, FormatsShanghaiTime) {
  // 2024-07-09 01:48:01 UTC is 09:48:01 in UTC+8.
  EXPECT_EQ(FormatLocalTime(1720489681000, 480), "2024-07-09 09:48:01");
  EXPECT_EQ(FormatLocalTime(0, 0), "1970-01-01 00:00:00");
  EXPECT_EQ(FormatLocalTime(1704038400000, 480), "2024-01-01 00:00:00");   // crosses midnight and year
  EXPECT_EQ(FormatLocalTime(1709164799000, 480), "2024-02-29 07:59:59");   // a leap day, each digit
  EXPECT_EQ(FormatLocalTime(253402300800000, 0), "10000-01-01 00:00:00");  // past four digits
  EXPECT_EQ(FormatLocalTime(-62135596800000, 0), "0001-01-01 00:00:00");   // year 1, zero-padded
}

}  // namespace
}  // namespace chelian

namespace chelian {
namespace {

TEST(Clock, ParsesLocalTimesBothWays) {
  EXPECT_EQ(ParseLocalTime("2024-07-09 09:48:01", 480), 1720489681000);
  EXPECT_EQ(FormatLocalTime(*ParseLocalTime("2025-01-10 08:30:00", 480), 480), "2025-01-10 08:30:00");
  EXPECT_EQ(ParseLocalTime("2024-01-01", 480), 1704038400000);
  EXPECT_FALSE(ParseLocalTime("2024-02-30 00:00:00", 480));
  EXPECT_FALSE(ParseLocalTime("2024-01-01 24:00:00", 480));
  EXPECT_FALSE(ParseLocalTime("None", 480));
  EXPECT_FALSE(ParseLocalTime("", 480));
}

}  // namespace
}  // namespace chelian
