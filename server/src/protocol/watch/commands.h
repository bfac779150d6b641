// The catalogue's commands for 3G* watches (terminal type GPRS-手表): CR, UPLOAD, RESET, FACTORY,
// VERNO, custom texts and the badge commands of commands_wearable.h ([TR WatchProtocolEncoder];
// protocols.md §4 Downlink).
#pragma once

#include <span>

#include "protocol/parts.h"

namespace chelian::watch {

std::span<const TerminalType> TerminalTypes();

}  // namespace chelian::watch
