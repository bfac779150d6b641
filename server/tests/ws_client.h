// A minimal blocking WebSocket client over POSIX sockets for loopback tests: handshake, masked
// text frames out, unmasked text frames in.
#pragma once

#include <optional>
#include <string>

namespace chelian::testing {

class WsClient {
 public:
  ~WsClient();
  // Connects and upgrades `target` (e.g. "/ws/live?sessionId=…"). Returns the HTTP status line's
  // code (101 on success).
  int Connect(int port, const std::string& target, const std::string& extra_headers = "");
  void SendText(const std::string& text);
  // The next text message, or nullopt after `timeout_ms` or on close.
  std::optional<std::string> Receive(int timeout_ms);
  // The response body of a refused upgrade.
  const std::string& refusal_body() const { return refusal_body_; }

 private:
  bool ReadBytes(char* out, size_t n, int timeout_ms);
  int fd_ = -1;
  std::string pending_;  // bytes read past the handshake
  std::string refusal_body_;
};

}  // namespace chelian::testing
