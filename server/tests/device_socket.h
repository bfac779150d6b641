// Test helper: a device's TCP connection to the gateway for text protocols' loopback tests (3G*
// watch, H02): sends frames, reads what the platform sends. Header-only.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <string>

namespace chelian::testing {

// A device's TCP connection: sends frames, reads what the platform sends (waiting up to 10 s).
class DeviceSocket {
 public:
  explicit DeviceSocket(int port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
  }
  ~DeviceSocket() { ::close(fd_); }
  bool connected() const { return connected_; }
  void Send(const std::string& frame) { ::send(fd_, frame.data(), frame.size(), MSG_NOSIGNAL); }
  // The next `n` bytes, fewer when the platform closes the connection or is silent for 10 s.
  std::string Read(size_t n) {
    std::string out;
    while (out.size() < n) {
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, 10'000) <= 0) break;
      char buf[512];
      ssize_t got = ::recv(fd_, buf, std::min(sizeof buf, n - out.size()), 0);
      if (got <= 0) break;
      out.append(buf, static_cast<size_t>(got));
    }
    return out;
  }
  // Whether the platform closed the connection (within 10 s).
  bool Closed() {
    pollfd p{fd_, POLLIN, 0};
    char c;
    return ::poll(&p, 1, 10'000) > 0 && ::recv(fd_, &c, 1, 0) == 0;
  }

 private:
  int fd_;
  bool connected_ = false;
};

}  // namespace chelian::testing
