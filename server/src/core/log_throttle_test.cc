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

}  // namespace
}  // namespace chelian
