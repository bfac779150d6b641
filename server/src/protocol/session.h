// One device connection's protocol state as the gateway drives it (ProtocolSession), and the parts
// a message plays in signing in. Each protocol implements it in protocol/<name>/session.cc.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/bytes.h"
#include "domain/device_command.h"
#include "domain/device_message.h"

namespace chelian {

// What a message is to the gateway's sign-in rules (docs/pipeline.md § Device authentication).
enum class SignIn : uint8_t {
  kNone,          // reports, heartbeats, answers to commands …
  kRegister,      // JT/T 808 0x0100: asks for an authentication code
  kAuthenticate,  // JT/T 808 0x0102: presents it (attribute authCode)
  kDeregister,    // JT/T 808 0x0003
  kLogin,         // names the device, proves nothing: GT06 0x01 (an IMEI); in protocols without a
                  // login message, the first message of a connection that names its device
};

// An answer the gateway gives instead of the decoder's (which answers everything with success).
enum class Verdict : uint8_t {
  kRegistered,      // JT/T 808: 0x8100 result 0 with the code the platform issued
  kTerminalTaken,   // 0x8100 result 3 (终端已被注册): the terminal proved a code already
  kNoSuchTerminal,  // 0x8100 result 4: the platform does not know the terminal
  kRefused,         // 0x8001 result 1 (failure) to any other message; none to a response (0x0001)
  kUnknownDevice,   // any message of a device the platform does not know (OsmAnd: HTTP 400); most
                    // protocols have none and keep the decoder's answer
};

// One TCP connection's protocol state. Owned by the gateway's connection object; not
// thread-safe (feed and decode one connection's bytes in order on one thread). Bounded: the
// framer drops bytes that cannot become a frame of the protocol's maximum size.
class ProtocolSession {
 public:
  virtual ~ProtocolSession() = default;

  // Appends bytes read from the socket.
  virtual void Feed(ByteView bytes) = 0;
  // Decodes the next complete frame, or nullopt when none is buffered. Never throws; a bad
  // frame yields a message with `error` set (and replies when the protocol allows them).
  // `now_ms` (UTC) drives reassembly timeouts and time replies.
  virtual std::optional<DeviceMessage> Next(int64_t now_ms) = 0;
  // At end of input (peer closed, or the decode tool's last argument): decodes a buffered rest
  // that a lenient reading can still take as a frame.
  virtual std::optional<DeviceMessage> Flush(int64_t now_ms) = 0;

  // Frames `command` for this connection's device with the session's serial and header layout.
  // `tag` is echoed by protocols whose replies carry a platform value (GT06 server flag).
  // nullopt when the device has not identified itself yet or the protocol cannot carry it.
  virtual std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t tag) = 0;

  // The part `m`, a message this session decoded, plays in signing in (kNone by default).
  virtual SignIn SignInOf(const DeviceMessage&) const { return SignIn::kNone; }
  // The answer to `m` when the gateway decides instead of the decoder (`auth_code`: kRegistered
  // only). Empty: the protocol has no such answer (GT06), and the gateway sends nothing.
  virtual std::vector<Bytes> Answer(const DeviceMessage&, Verdict, std::string_view /*auth_code*/) { return {}; }
  // The device id this connection has identified ("" until known).
  virtual std::string_view device_id() const = 0;
  // Bytes buffered but not yet framed.
  virtual size_t buffered() const = 0;
};

}  // namespace chelian
