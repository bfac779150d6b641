// Tests for connection budgets and shedding a pending connection when descriptors run out.
#include "net/descriptors.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <vector>

namespace chelian::net {
namespace {

TEST(ConnectionBudgetTest, SlotsAreLimitedAndGivenBack) {
  auto budget = std::make_shared<ConnectionBudget>(2);
  auto a = budget->TryTake();
  auto b = budget->TryTake();
  EXPECT_TRUE(a);
  EXPECT_TRUE(b);
  EXPECT_FALSE(budget->TryTake());
  EXPECT_EQ(budget->refused(), 1);
  { auto moved = std::move(a); }
  EXPECT_EQ(budget->used(), 1u);
  EXPECT_TRUE(budget->TryTake());  // a temporary: taken and given back at once
  EXPECT_EQ(budget->used(), 1u);
}

TEST(DescriptorDefaultsTest, KeepRoomBelowTheLimit) {
  for (long limit : {256L, 1024L, 20000L}) {
    EXPECT_LT(DefaultDeviceConnections(limit) + DefaultHttpConnections(limit), static_cast<size_t>(limit)) << limit;
  }
  EXPECT_EQ(DefaultDeviceConnections(20000), 15936u);
}

// With every descriptor in use, a pending connection is taken off the listen queue and closed.
TEST(ReserveDescriptorTest, ShedsAPendingConnectionWhenNoneAreLeft) {
  int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  ASSERT_EQ(::listen(listener, 8), 0);
  socklen_t len = sizeof addr;
  ::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &len);
  int client = ::socket(AF_INET, SOCK_STREAM, 0);
  ASSERT_EQ(::connect(client, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);

  ReserveDescriptor reserve;
  rlimit saved{};
  ::getrlimit(RLIMIT_NOFILE, &saved);
  rlimit low = saved;
  low.rlim_cur = 64;
  ASSERT_EQ(::setrlimit(RLIMIT_NOFILE, &low), 0);
  std::vector<int> filler;
  while (true) {  // use up the descriptors (the low soft limit keeps this small)
    int fd = ::dup(0);
    if (fd < 0) break;
    filler.push_back(fd);
  }
  EXPECT_LT(::accept(listener, nullptr, nullptr), 0);  // EMFILE: what the server's loop saw
  EXPECT_EQ(errno, EMFILE);
  EXPECT_TRUE(reserve.ShedOnePending(listener));
  for (int fd : filler) ::close(fd);
  ::setrlimit(RLIMIT_NOFILE, &saved);
  char byte;
  EXPECT_EQ(::recv(client, &byte, 1, 0), 0);       // the client sees the close
  EXPECT_FALSE(reserve.ShedOnePending(listener));  // nothing pending any more
  ::close(client);
  ::close(listener);
}

}  // namespace
}  // namespace chelian::net
