// The device protocols the server speaks: one line per protocol in registry.cc (name, the config
// key and default of its port, what its folder protocol/<name>/ provides), no static-init
// registration. The gateway, the configuration, the command catalogue, the API and the device
// directory read this list instead of naming protocols.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "protocol/parts.h"

namespace chelian {

struct ProtocolInfo {
  std::string_view name;       // "jt808": devices.protocol, the decode tool's --protocol, log lines
  std::string_view title;      // "JT/T 808": --print-config
  std::string_view port_key;   // "gateway.jt808_port" (-1 turns the protocol off, 0 picks a free port)
  uint16_t default_port;       // 7788
  const ProtocolParts& parts;  // protocol/<name>/parts.h

  std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes) const { return parts.new_session(check_codes); }
};

// Every protocol, in a fixed order (the first is the platform's default protocol, JT/T 808).
std::span<const ProtocolInfo> Protocols();
// The protocol called `name`, or nullptr.
const ProtocolInfo* FindProtocol(std::string_view name);

// The terminal type called `name` in any protocol; else the first terminal type of `protocol`
// (a device of a type the registry does not list); nullptr when neither is known.
const TerminalType* FindTerminalType(std::string_view name, std::string_view protocol);
// The protocol of a device of terminal type `name` as a user typed it: the protocol listing that
// type, else the first whose terminal_type_marker it contains, else the first protocol.
const ProtocolInfo& ProtocolOfTerminalType(std::string_view name);
// The terminal type devices of `protocol` are registered as (its first); "" for an unknown protocol.
std::string_view DefaultTerminalType(std::string_view protocol);

}  // namespace chelian
