// Tests for the io_uring loop on real loopback sockets: timers, tasks from other threads, accept and
// connect, ordered delivery through a tiny buffer ring, large sends, pausing, closes from callbacks.
#include "net/uring_loop.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <unistd.h>

#include <atomic>
#include <thread>
#include <vector>

namespace chelian::net {
namespace {

using std::chrono::milliseconds;

// A listening socket on a free loopback port.
int ListenOn(int& port) {
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  EXPECT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
  EXPECT_EQ(::listen(fd, 64), 0);
  socklen_t len = sizeof a;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  port = ntohs(a.sin_port);
  return fd;
}

sockaddr_in Loopback(int port) {
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  return a;
}

// A client socket of `loop` connecting to the loopback `port`.
SocketId ConnectLoopback(UringLoop& loop, int port, SocketCallbacks callbacks,
                         std::function<void(int)> done = nullptr) {
  sockaddr_in a = Loopback(port);
  return loop.Connect(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), reinterpret_cast<sockaddr*>(&a), sizeof a,
                      std::move(callbacks), std::move(done));
}

std::unique_ptr<UringLoop> NewLoop(UringLoopOptions o = {}) {
  auto loop = UringLoop::Create(o);
  EXPECT_TRUE(loop.ok()) << loop.status().message();
  return loop.ok() ? std::move(loop.value()) : nullptr;
}

std::string Pattern(size_t n) {
  std::string s(n, '\0');
  for (size_t i = 0; i < n; ++i) s[i] = static_cast<char>('a' + (i * 7 + i / 251) % 26);
  return s;
}

TEST(UringLoop, TimersFireInOrderAndCancelledOnesDoNot) {
  auto loop = NewLoop();
  ASSERT_TRUE(loop);
  std::vector<int> fired;
  loop->After(milliseconds(30), [&] { fired.push_back(3); });
  loop->After(milliseconds(10), [&] { fired.push_back(1); });
  TimerId cancelled = loop->After(milliseconds(20), [&] { fired.push_back(2); });
  loop->CancelTimer(cancelled);
  loop->After(milliseconds(50), [&] { loop->Stop(); });
  loop->Run();
  EXPECT_EQ(fired, (std::vector<int>{1, 3}));
}

TEST(UringLoop, TasksPostedFromOtherThreadsRunOnTheLoopInOrder) {
  auto loop = NewLoop();
  ASSERT_TRUE(loop);
  std::vector<int> seen;
  std::atomic<bool> wrong_thread{false};
  std::thread poster([&] {
    for (int i = 0; i < 1000; ++i)
      loop->Post([&, i] {
        if (!loop->InLoopThread()) wrong_thread = true;
        seen.push_back(i);
        if (i == 999) loop->Stop();
      });
  });
  loop->Run();
  poster.join();
  EXPECT_FALSE(wrong_thread);
  ASSERT_EQ(seen.size(), 1000u);
  for (int i = 0; i < 1000; ++i) EXPECT_EQ(seen[static_cast<size_t>(i)], i);
}

// A server socket echoing through a buffer ring of 8 buffers of 64 bytes: 200 KB must come back
// whole and in order although the ring runs dry again and again.
TEST(UringLoop, EchoesInOrderThroughATinyBufferRing) {
  UringLoopOptions o;
  o.buffers = 8;
  o.buffer_size = 64;
  auto loop = NewLoop(o);
  ASSERT_TRUE(loop);
  int port = 0;
  int listen_fd = ListenOn(port);
  loop->Listen(listen_fd, [&](int fd) {
    auto id = std::make_shared<SocketId>();
    *id = loop->Adopt(fd, {[&, id](std::string_view d) { loop->Send(*id, d); }, nullptr});
  });
  const std::string sent = Pattern(200'000);
  std::string received;
  int connect_error = -1;
  SocketId client = ConnectLoopback(*loop, port,
                                    {[&](std::string_view d) {
                                       received.append(d);
                                       if (received.size() >= sent.size()) loop->Stop();
                                     },
                                     nullptr},
                                    [&](int e) { connect_error = e; });
  ASSERT_TRUE(loop->Send(client, sent));  // queued until connected
  loop->After(milliseconds(10'000), [&] { loop->Stop(); });
  loop->Run();
  EXPECT_EQ(connect_error, 0);
  EXPECT_EQ(received.size(), sent.size());
  EXPECT_TRUE(received == sent);
  EXPECT_EQ(loop->Queued(client), 0u);
}

TEST(UringLoop, PeerCloseIsReportedAndCloseFromACallbackIsSafe) {
  auto loop = NewLoop();
  ASSERT_TRUE(loop);
  int port = 0;
  int listen_fd = ListenOn(port);
  int server_close_error = -1;
  std::string server_got;
  loop->Listen(listen_fd, [&](int fd) {
    auto id = std::make_shared<SocketId>();
    *id = loop->Adopt(fd, {[&, id](std::string_view d) {
                             server_got.append(d);
                             loop->Close(*id);  // from its own on_data
                           },
                           [&](int e) { server_close_error = e; }});
  });
  int client_close_error = -1;
  SocketId client = ConnectLoopback(*loop, port, {nullptr, [&](int e) {
                                                    client_close_error = e;
                                                    loop->Stop();
                                                  }});
  loop->Send(client, "hello");
  loop->After(milliseconds(5'000), [&] { loop->Stop(); });
  loop->Run();
  EXPECT_EQ(server_got, "hello");
  EXPECT_EQ(client_close_error, 0);   // the peer (our server side) closed
  EXPECT_EQ(server_close_error, -1);  // Close() does not call on_close
  EXPECT_FALSE(loop->Send(client, "late"));
  EXPECT_EQ(loop->socket_count(), 0u);
}

TEST(UringLoop, PausedSocketsDeliverNothingUntilResumed) {
  auto loop = NewLoop();
  ASSERT_TRUE(loop);
  int port = 0;
  int listen_fd = ListenOn(port);
  SocketId server = 0;
  std::string server_got;
  bool resumed = false;
  loop->Listen(listen_fd, [&](int fd) {
    server = loop->Adopt(fd, {[&](std::string_view d) {
                                server_got.append(d);
                                if (resumed && server_got.size() >= 12) loop->Stop();
                              },
                              nullptr});
    loop->PauseReading(server);
  });
  SocketId client = ConnectLoopback(*loop, port, {});
  std::string at_resume = "unset";
  loop->After(milliseconds(100), [&] { loop->Send(client, "while paused"); });
  loop->After(milliseconds(300), [&] {
    at_resume = server_got;
    resumed = true;
    loop->ResumeReading(server);
  });
  loop->After(milliseconds(10'000), [&] { loop->Stop(); });
  loop->Run();
  EXPECT_EQ(at_resume, "");
  EXPECT_EQ(server_got, "while paused");
}

TEST(UringLoop, RefusedConnectReportsTheError) {
  auto loop = NewLoop();
  ASSERT_TRUE(loop);
  int port = 0;
  ::close(ListenOn(port));  // a port nobody listens on now
  int error = 0;
  ConnectLoopback(*loop, port, {}, [&](int e) {
    error = e;
    loop->Stop();
  });
  loop->After(milliseconds(5'000), [&] { loop->Stop(); });
  loop->Run();
  EXPECT_EQ(error, ECONNREFUSED);
  EXPECT_EQ(loop->socket_count(), 0u);
}

// A large reply to a peer that does not read: it stays queued, then arrives whole once read.
TEST(UringLoop, LargeSendsToASlowReaderArriveWhole) {
  auto loop = NewLoop();
  ASSERT_TRUE(loop);
  int port = 0;
  int listen_fd = ListenOn(port);
  const std::string big = Pattern(8 << 20);
  SocketId server = 0;
  loop->Listen(listen_fd, [&](int fd) {
    server = loop->Adopt(fd, {});
    loop->Send(server, big);
  });
  int peer = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a = Loopback(port);
  ASSERT_EQ(::connect(peer, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
  size_t queued_while_unread = 0;
  loop->After(milliseconds(200), [&] {
    queued_while_unread = loop->Queued(server);
    loop->Stop();
  });
  loop->Run();
  EXPECT_GT(queued_while_unread, 0u);
  std::string got;
  std::thread reader([&] {
    char buf[65536];
    while (got.size() < big.size()) {
      ssize_t n = ::recv(peer, buf, sizeof buf, 0);
      if (n <= 0) break;
      got.append(buf, static_cast<size_t>(n));
    }
    loop->Stop();
  });
  loop->After(milliseconds(10'000), [&] { loop->Stop(); });
  loop->Run();
  reader.join();
  EXPECT_EQ(got.size(), big.size());
  EXPECT_TRUE(got == big);
  ::close(peer);
}

}  // namespace
}  // namespace chelian::net
