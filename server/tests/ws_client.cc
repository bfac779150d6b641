// Implementation of the loopback WebSocket test client (RFC 6455 subset).
#include "ws_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstring>
#include <random>

namespace chelian::testing {

WsClient::~WsClient() {
  if (fd_ >= 0) ::close(fd_);
}

int WsClient::Connect(int port, const std::string& target, const std::string& extra_headers) {
  fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return 0;
  std::string req = "GET " + target +
                    " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
                    extra_headers + "\r\n";
  ::send(fd_, req.data(), req.size(), MSG_NOSIGNAL);
  std::string head;
  char c;
  while (head.find("\r\n\r\n") == std::string::npos) {
    if (!ReadBytes(&c, 1, 3000)) return 0;
    head += c;
  }
  int status = std::atoi(head.substr(9, 3).c_str());
  if (status != 101) {
    size_t cl = head.find("Content-Length: ");
    if (cl == std::string::npos) cl = head.find("content-length: ");
    size_t n = cl == std::string::npos ? 0 : std::strtoul(head.c_str() + cl + 16, nullptr, 10);
    refusal_body_.resize(n);
    if (n) ReadBytes(refusal_body_.data(), n, 3000);
  }
  return status;
}

void WsClient::SendText(const std::string& text) {
  std::string frame;
  frame += static_cast<char>(0x81);
  size_t n = text.size();
  if (n < 126) {
    frame += static_cast<char>(0x80 | n);
  } else {
    frame += static_cast<char>(0x80 | 126);
    frame += static_cast<char>((n >> 8) & 0xff);
    frame += static_cast<char>(n & 0xff);
  }
  unsigned char mask[4] = {0x12, 0x34, 0x56, 0x78};
  frame.append(reinterpret_cast<char*>(mask), 4);
  for (size_t i = 0; i < n; ++i) frame += static_cast<char>(text[i] ^ mask[i % 4]);
  ::send(fd_, frame.data(), frame.size(), MSG_NOSIGNAL);
}

bool WsClient::ReadBytes(char* out, size_t n, int timeout_ms) {
  size_t got = 0;
  while (got < n) {
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, timeout_ms) <= 0) return false;
    ssize_t r = ::recv(fd_, out + got, n - got, 0);
    if (r <= 0) return false;
    got += static_cast<size_t>(r);
  }
  return true;
}

std::optional<std::string> WsClient::Receive(int timeout_ms) {
  while (true) {
    unsigned char h[2];
    if (!ReadBytes(reinterpret_cast<char*>(h), 2, timeout_ms)) return std::nullopt;
    uint64_t len = h[1] & 0x7f;
    if (len == 126) {
      unsigned char e[2];
      if (!ReadBytes(reinterpret_cast<char*>(e), 2, timeout_ms)) return std::nullopt;
      len = (e[0] << 8) | e[1];
    } else if (len == 127) {
      unsigned char e[8];
      if (!ReadBytes(reinterpret_cast<char*>(e), 8, timeout_ms)) return std::nullopt;
      len = 0;
      for (unsigned char b : e) len = (len << 8) | b;
    }
    std::string payload(len, '\0');
    if (len && !ReadBytes(payload.data(), len, timeout_ms)) return std::nullopt;
    int opcode = h[0] & 0x0f;
    if (opcode == 0x8) return std::nullopt;  // close
    if (opcode == 0x1) return payload;       // text (servers here never fragment)
  }
}

}  // namespace chelian::testing
