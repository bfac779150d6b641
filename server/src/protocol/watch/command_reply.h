// What 3G* watches' messages say about the platform's commands: a watch that takes a command
// echoes its keyword ("CR", "UPLOAD", "VERNO,<version>"), which names no particular one.
#pragma once

#include <optional>

#include "domain/command_reply.h"
#include "domain/device_message.h"

namespace chelian::watch {

// nullopt when `m` answers no command. Pure.
std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int utc_offset_minutes);

}  // namespace chelian::watch
