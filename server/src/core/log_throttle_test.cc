// Tests for the log throttle: one line per interval, the rest counted.
#include "core/log_throttle.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(LogThrottleTest, OneLinePerIntervalWithTheCountHeldBack) {
  LogThrottle throttle(std::chrono::hours(1));
  EXPECT_EQ(throttle.Admit(), 0);
  int admitted = 0;
  for (int i = 0; i < 100000; ++i)
    if (throttle.Admit() >= 0) ++admitted;
  EXPECT_EQ(admitted, 0);
  LogThrottle every_time(std::chrono::milliseconds(0));
  EXPECT_EQ(every_time.Admit(), 0);
  EXPECT_EQ(every_time.Admit(), 0);
}

TEST(KeyedLogThrottleTest, OneLinePerKeyAndInterval) {
  KeyedLogThrottle throttle(1000, 2);
  EXPECT_TRUE(throttle.ShouldLog("a", 0));
  EXPECT_FALSE(throttle.ShouldLog("a", 999));
  EXPECT_TRUE(throttle.ShouldLog("b", 999));
  EXPECT_TRUE(throttle.ShouldLog("a", 1000));
  EXPECT_TRUE(throttle.ShouldLog("c", 1000));  // full: the keys seen are forgotten
  EXPECT_TRUE(throttle.ShouldLog("a", 1001));
}

}  // namespace
}  // namespace chelian
