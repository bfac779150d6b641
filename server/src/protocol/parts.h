// What a protocol's folder gives the rest of the server (protocol/<name>/parts.cc), listed by the
// registry: its connection sessions, the terminal types it serves and how the catalogue's commands
// are encoded for each, how its answers to commands are read. Constant data and plain functions.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/bytes.h"
#include "core/status.h"
#include "domain/catalogue_command.h"
#include "domain/command_reply.h"
#include "domain/device_command.h"
#include "domain/device_message.h"
#include "protocol/check_codes.h"
#include "protocol/session.h"

namespace chelian {

// One catalogue command as a terminal type takes it. `encode` gets the values the catalogue
// validated (domain/catalogue_command.h gives their order) and may still refuse them
// (InvalidArgument with a Chinese message, e.g. text the terminal cannot carry).
struct CommandEncoding {
  std::string_view command_type;  // "LOCATE"
  Result<DeviceCommand> (*encode)(const CommandArgs& args);
};

// A terminal type (devices.terminal_type, the console's 终端类型) and the commands it takes.
struct TerminalType {
  std::string_view name;                      // "GPRS-部标"
  std::span<const CommandEncoding> commands;  // in any order
  const TerminalType* base = nullptr;         // takes the commands not listed as `base` does

  // The encoding of `command_type`, or nullptr when the type does not take that command.
  const CommandEncoding* Find(std::string_view command_type) const {
    for (const TerminalType* t = this; t; t = t->base)
      for (const CommandEncoding& e : t->commands)
        if (e.command_type == command_type) return &e;
    return nullptr;
  }
};

struct ProtocolParts {
  // A session; the gateway enforces check codes, the decode tool and capture tests report them.
  std::unique_ptr<ProtocolSession> (*new_session)(CheckCodes);
  // Its terminals prove who they are with a secret (JT/T 808 0x0102): gateway.jt808_auth applies.
  // Without one a device proves nothing but a known id (docs/pipeline.md § Device authentication).
  bool authenticates = false;
  // Reports only for devices registered under this protocol (devices.protocol): for a protocol
  // without a secret that anyone with an HTTP client can speak (OsmAnd), a number registered under
  // another protocol — a JT/T 808 terminal that proves its code — is answered as unknown (D101).
  bool own_devices_only = false;
  // The terminal types of its devices; the first is what its devices are registered as (automatic
  // registration, demo data) and how a device of the protocol with an unlisted type takes commands.
  std::span<const TerminalType> (*terminal_types)() = nullptr;
  // A typed-in terminal type that no protocol lists and contains this text is of this protocol
  // ("GT06" for "KM-GT06"); empty: none.
  std::string_view terminal_type_marker;
  // What `m` (decoded by its sessions) says about a command sent to the device; nullopt when it
  // answers none. Pure; runs on gateway threads. `utc_offset_minutes` is for times in texts.
  std::optional<CommandReply> (*read_reply)(const DeviceMessage& m, int utc_offset_minutes) = nullptr;
  // A text the device sent on its own (not a command answer), kept for 命令下发报表; "" for none.
  std::string (*uplink_text)(const DeviceMessage& m) = nullptr;
  // How the decode tool shows a message id: "0x0200", "0x13", "UD".
  std::string (*msg_name)(uint32_t msg_id) = nullptr;
  // Completes what support engineers paste into the decode tool (JT/T 808: frames pasted without
  // their 0x7E delimiters); nullptr: taken as is.
  void (*complete_paste)(Bytes& bytes) = nullptr;
  // The assistant's line for it: "JT/T 808（部标 2011/2013/2019 版）".
  std::string_view summary_zh;
};

}  // namespace chelian
