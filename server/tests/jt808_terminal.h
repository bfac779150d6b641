// A JT/T 808 terminal played by server tests over a real socket: it signs in as a real terminal
// does (0x0100 once for its code, then 0x0102 with that code on every connection) and reads the
// platform's frames, so tests run against a gateway with gateway.jt808_auth = require.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bytes.h"
#include "protocol/jt808/packet.h"
#include "sim/device_frames.h"

namespace chelian::testing {

// A connected TCP socket to 127.0.0.1:`port`, or -1.
int ConnectLoopback(int port);

class TestTerminal {
 public:
  // `code`: an authentication code the terminal already holds ("" registers first).
  TestTerminal(int port, sim::Jt808Terminal terminal, std::string code = "");
  ~TestTerminal();
  TestTerminal(const TestTerminal&) = delete;
  TestTerminal& operator=(const TestTerminal&) = delete;

  // A new connection (the previous one closed). False when it cannot connect.
  bool Connect();
  void Close();
  bool connected() const { return fd_ >= 0; }
  // The socket, for tests that read it themselves (after SignIn; the terminal keeps owning it).
  int fd() const { return fd_; }

  // 0x0100: the 0x8100 result (the code in it kept when 0), nullopt without an answer in 10 s.
  std::optional<uint8_t> Register(const std::string& plate = "粤B00000");
  // 0x0102 with `code` (nullopt: the kept one): the result of the platform's 0x8001 to it.
  std::optional<uint8_t> Authenticate(std::optional<std::string> code = std::nullopt);
  // Connects when needed, registers when no code is kept, authenticates (registering once more
  // when the kept code fails). True when the terminal is signed in.
  bool SignIn();

  // Sends a complete frame and waits (up to 10 s) for the platform's 0x8001 to its serial and id:
  // its result; nullopt without one.
  std::optional<uint8_t> Send(const Bytes& frame);
  // Sends bytes without waiting.
  void Write(ByteView bytes);
  // The next platform frame with message id `msg_id` (others skipped) within `timeout_ms`.
  std::optional<jt808::Packet> Expect(uint16_t msg_id, int timeout_ms);
  // True when the server closes the connection within `timeout_ms` (what it sent before is read and
  // dropped).
  bool ClosedByServer(int timeout_ms);

  const sim::Jt808Terminal& terminal() const { return terminal_; }
  const std::string& code() const { return code_; }
  uint16_t NextSerial() { return serial_++; }

 private:
  // Reads once (waiting up to `timeout_ms`); false when the connection ended.
  bool ReadSome(int timeout_ms);

  int port_;
  sim::Jt808Terminal terminal_;
  std::string code_;
  int fd_ = -1;
  uint16_t serial_ = 1;
  std::string inbox_;
};

// Sends `frame` (a complete JT/T 808 frame) as its terminal does: on the terminal's connection to
// `port`, signed in first (kept open for the test process; a connection the server closed is
// replaced). Waits for the answer: true when it is a success.
bool SendSignedIn(int port, const Bytes& frame);

// The serials of the platform's successful 0x8001 answers to 0x0200 in `inbox` (bytes read from a
// terminal's socket); complete frames are consumed, a partial one is kept for the next read.
std::vector<uint16_t> AckedLocationSerials(std::string& inbox);

}  // namespace chelian::testing
