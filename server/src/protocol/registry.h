// The device protocols the gateway serves: one list (name, default port, session factory), no
// static-init registration. A ProtocolSession is one connection's framer + decoder state.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/bytes.h"
#include "domain/device_command.h"
#include "domain/device_message.h"

namespace chelian {

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

  // What to answer instead of the decoder's replies when the platform refuses the device of `m`
  // (an unregistered terminal, gateway.unknown_devices = refuse); empty: the decoder's replies
  // stand. JT/T 808: a registration gets "no such terminal", an authentication a failure; other
  // messages keep their success answer (the real clients only wait for one).
  virtual std::vector<Bytes> Refusal(const DeviceMessage&) { return {}; }
  // The device id this connection has identified ("" until known).
  virtual std::string_view device_id() const = 0;
  // Bytes buffered but not yet framed.
  virtual size_t buffered() const = 0;
};

struct ProtocolInfo {
  std::string_view name;  // "jt808", "gt06": config keys, the decode tool's --protocol
  uint16_t default_port;  // jt808 7788, gt06 5023
  std::unique_ptr<ProtocolSession> (*new_session)();
};

// Every protocol, in a fixed order.
std::span<const ProtocolInfo> Protocols();
// The protocol called `name`, or nullptr.
const ProtocolInfo* FindProtocol(std::string_view name);

}  // namespace chelian
