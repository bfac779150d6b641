// What JT/T 808 terminals' messages say about the platform's commands: 0x0001, 0x0104, 0x0107,
// 0x0201, 0x0500, 0x0805, 0x0801 (event 0 = taken on platform command) and the text answers
// 0x1300, 0x6006, 0x0701; and the texts they send on their own (printable 0x0900).
#pragma once

#include <optional>
#include <string>

#include "domain/command_reply.h"
#include "domain/device_message.h"

namespace chelian::jt808 {

// nullopt when `m` answers no command (locations, heartbeats, registrations …). Pure.
std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int utc_offset_minutes);

// A 0x0900 pass-through as text (hex when not printable); "" for other messages.
std::string UplinkText(const DeviceMessage& m);

}  // namespace chelian::jt808
