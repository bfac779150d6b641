// What GT06 devices' messages say about the platform's commands (0x15 and 0x21 texts echo the
// command's server flag) and the texts they send on their own (0x94 status synchronisation).
#pragma once

#include <optional>
#include <string>

#include "domain/command_reply.h"
#include "domain/device_message.h"

namespace chelian::gt06 {

// nullopt when `m` answers no command. Pure.
std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int utc_offset_minutes);

// The text of a 0x94 status synchronisation; "" for other messages.
std::string UplinkText(const DeviceMessage& m);

}  // namespace chelian::gt06
