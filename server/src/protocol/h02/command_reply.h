// What H02 trackers' messages say about the platform's commands: a V4 confirmation names the
// command's keyword ("S20,DONE", "S20,ERROR"), not a particular command.
#pragma once

#include <optional>

#include "domain/command_reply.h"
#include "domain/device_message.h"

namespace chelian::h02 {

// nullopt when `m` answers no command. Pure.
std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int utc_offset_minutes);

}  // namespace chelian::h02
