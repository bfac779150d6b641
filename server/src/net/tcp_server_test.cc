// Tests for the gateway TCP listener, on both engines (io_uring and Asio): ordered delivery, replies,
// close notification, idle timeout, bounded write queues.
#include "net/tcp_server.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <mutex>
#include <thread>

namespace chelian::net {
namespace {

int Connect(int port) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  timeval tv{3, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  EXPECT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  return fd;
}

// recv, again when a signal interrupted it.
ssize_t Recv(int fd, char* buf, size_t n) {
  ssize_t r;
  do r = ::recv(fd, buf, n, 0);
  while (r < 0 && errno == EINTR);
  return r;
}

std::string ReadExactly(int fd, size_t n) {
  std::string out;
  char buf[4096];
  while (out.size() < n) {
    ssize_t r = Recv(fd, buf, std::min(sizeof buf, n - out.size()));
    if (r <= 0) break;
    out.append(buf, static_cast<size_t>(r));
  }
  return out;
}

// Upper-cases what it receives and sends it back; "bye" closes.
class EchoHandler : public TcpSessionHandler {
 public:
  EchoHandler(std::shared_ptr<TcpLink> link, std::atomic<int>& closed) : link_(std::move(link)), closed_(closed) {}
  void OnData(std::string_view data) override {
    std::string up(data);
    for (char& c : up) c = static_cast<char>(std::toupper(c));
    link_->Send(up);
    if (up.find("BYE") != std::string::npos) link_->Close();
  }
  void OnClose() override { ++closed_; }

 private:
  std::shared_ptr<TcpLink> link_;
  std::atomic<int>& closed_;
};

class TcpServerTest : public ::testing::TestWithParam<TcpEngine> {};

TEST_P(TcpServerTest, EchoesInOrderAndReportsClose) {
  std::atomic<int> closed{0};
  TcpServerOptions opts;
  opts.host = "127.0.0.1";
  opts.engine = GetParam();
  TcpServer server(opts, [&](std::shared_ptr<TcpLink> link) { return std::make_unique<EchoHandler>(link, closed); });
  ASSERT_TRUE(server.Start().ok());
  int fd = Connect(server.port());
  std::string msg;
  for (int i = 0; i < 100; ++i) msg += "frame" + std::to_string(i) + ";";
  ASSERT_EQ(::send(fd, msg.data(), msg.size(), 0), static_cast<ssize_t>(msg.size()));
  std::string expected = msg;
  for (char& c : expected) c = static_cast<char>(std::toupper(c));
  EXPECT_EQ(ReadExactly(fd, expected.size()), expected);
  ::send(fd, "bye", 3, 0);
  EXPECT_EQ(ReadExactly(fd, 3), "BYE");
  char c;
  EXPECT_EQ(Recv(fd, &c, 1), 0);  // server closed after writing
  ::close(fd);
  for (int i = 0; i < 100 && closed.load() == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(closed.load(), 1);
  server.Stop();
}

TEST_P(TcpServerTest, IdleConnectionsAreClosed) {
  std::atomic<int> closed{0};
  TcpServerOptions opts;
  opts.host = "127.0.0.1";
  opts.engine = GetParam();
  opts.idle_timeout_s = 1;
  TcpServer server(opts, [&](std::shared_ptr<TcpLink> link) { return std::make_unique<EchoHandler>(link, closed); });
  ASSERT_TRUE(server.Start().ok());
  int fd = Connect(server.port());
  char c;
  EXPECT_EQ(Recv(fd, &c, 1), 0) << std::strerror(errno);  // closed by the server within the receive timeout
  ::close(fd);
  server.Stop();
  EXPECT_EQ(closed.load(), 1);
  EXPECT_EQ(server.connection_count(), 0u);
}

TEST_P(TcpServerTest, StopClosesLiveConnections) {
  std::atomic<int> closed{0};
  TcpServerOptions opts;
  opts.host = "127.0.0.1";
  opts.engine = GetParam();
  TcpServer server(opts, [&](std::shared_ptr<TcpLink> link) { return std::make_unique<EchoHandler>(link, closed); });
  ASSERT_TRUE(server.Start().ok());
  int a = Connect(server.port()), b = Connect(server.port());
  // Both must be accepted (not merely queued in the kernel's backlog) before Stop.
  ::send(a, "x", 1, 0);
  EXPECT_EQ(ReadExactly(a, 1), "X");
  ::send(b, "y", 1, 0);
  EXPECT_EQ(ReadExactly(b, 1), "Y");
  server.Stop();
  EXPECT_EQ(closed.load(), 2);
  ::close(a);
  ::close(b);
}

// Pipeline callbacks acknowledge after commit, possibly after the gateway stopped: links must stay
// safe to use (their calls then do nothing).
TEST_P(TcpServerTest, LinksAreSafeToUseAfterStop) {
  std::atomic<int> closed{0};
  std::shared_ptr<TcpLink> kept;
  std::mutex mu;
  TcpServerOptions opts;
  opts.host = "127.0.0.1";
  opts.engine = GetParam();
  auto server = std::make_unique<TcpServer>(opts, [&](std::shared_ptr<TcpLink> link) {
    std::lock_guard lock(mu);
    kept = link;
    return std::make_unique<EchoHandler>(link, closed);
  });
  ASSERT_TRUE(server->Start().ok());
  int fd = Connect(server->port());
  ::send(fd, "x", 1, 0);
  EXPECT_EQ(ReadExactly(fd, 1), "X");
  server->Stop();
  server.reset();
  std::thread other([&] {
    std::lock_guard lock(mu);
    ASSERT_TRUE(kept);
    kept->Send("late");
    kept->PauseReading();
    kept->ResumeReading();
    kept->Close();
  });
  other.join();
  EXPECT_EQ(closed.load(), 1);
  char c;
  EXPECT_EQ(Recv(fd, &c, 1), 0);  // nothing late arrives: the connection was closed at Stop
  ::close(fd);
}

INSTANTIATE_TEST_SUITE_P(Engines, TcpServerTest, ::testing::Values(TcpEngine::kUring, TcpEngine::kAsio),
                         [](const auto& info) { return info.param == TcpEngine::kUring ? "uring" : "asio"; });

}  // namespace
}  // namespace chelian::net
