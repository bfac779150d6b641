// Tests for the sign-in limit per source address: bursts up to the limit, an even refill, one
// bucket per IPv4 address or IPv6 /64, a bounded map.
#include "gateway/login_limiter.h"

#include <gtest/gtest.h>

namespace chelian::gateway {
namespace {

TEST(LoginLimiterTest, BurstThenRefillPerAddress) {
  LoginLimiter limiter(3);
  int64_t t = 1'000'000;
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.Allow("10.0.0.1:4000", t)) << i;
  EXPECT_FALSE(limiter.Allow("10.0.0.1:4001", t));  // another port, the same address
  EXPECT_TRUE(limiter.Allow("10.0.0.2:4000", t));   // another address
  EXPECT_FALSE(limiter.Allow("10.0.0.1:4000", t + 19'000));
  EXPECT_TRUE(limiter.Allow("10.0.0.1:4000", t + 20'000));  // 3 a minute: one more after 20 s
  EXPECT_FALSE(limiter.Allow("10.0.0.1:4000", t + 20'000));
  EXPECT_TRUE(limiter.Allow("10.0.0.1:4000", t + 10 * 60'000));  // never more than the burst saved up
  EXPECT_TRUE(limiter.Allow("10.0.0.1:4000", t + 10 * 60'000));
  EXPECT_TRUE(limiter.Allow("10.0.0.1:4000", t + 10 * 60'000));
  EXPECT_FALSE(limiter.Allow("10.0.0.1:4000", t + 10 * 60'000));
}

TEST(LoginLimiterTest, AddressKeys) {
  EXPECT_EQ(LoginLimiter::AddressKey("192.0.2.7:5023"), "192.0.2.7");
  EXPECT_EQ(LoginLimiter::AddressKey("::ffff:192.0.2.7:5023"), "192.0.2.7");
  EXPECT_EQ(LoginLimiter::AddressKey("2001:db8:1:2:aaaa::1:7788"), "2001:0db8:0001:0002::/64");
  EXPECT_EQ(LoginLimiter::AddressKey("2001:db8:1:2:bbbb::9:7788"), "2001:0db8:0001:0002::/64");
  EXPECT_EQ(LoginLimiter::AddressKey("[2001:db8::1]:7788"), "2001:0db8:0000:0000::/64");
  EXPECT_EQ(LoginLimiter::AddressKey("?"), "?");
}

TEST(LoginLimiterTest, TheMapIsBoundedAndForgetsTheLeastRecentlySeen) {
  LoginLimiter limiter(1, 2);
  EXPECT_TRUE(limiter.Allow("10.0.0.1:1", 0));
  EXPECT_TRUE(limiter.Allow("10.0.0.2:1", 0));
  EXPECT_FALSE(limiter.Allow("10.0.0.1:1", 0));  // .1 seen again: the most recent
  EXPECT_TRUE(limiter.Allow("10.0.0.3:1", 0));   // .2 forgotten
  EXPECT_EQ(limiter.size(), 2u);
  EXPECT_FALSE(limiter.Allow("10.0.0.1:1", 0));  // still limited
  EXPECT_TRUE(limiter.Allow("10.0.0.2:1", 0));   // a full bucket again
}

}  // namespace
}  // namespace chelian::gateway
