// The catalogue's commands for H02 trackers (terminal type GPRS-H02): engine stop/resume (S20),
// arm/disarm (SCF), report interval (S71) and custom keywords (protocols.md §3 Downlink).
#pragma once

#include <span>
#include <string_view>

#include "protocol/parts.h"

namespace chelian::h02 {

std::span<const TerminalType> TerminalTypes();
// The message id of a command keyword ("S20" → kMsgEngine; others kMsgOtherCommand).
uint16_t CommandId(std::string_view keyword);

}  // namespace chelian::h02
