// The catalogue's commands for JT/T 808 terminal types: GPRS-部标 (the standard's messages) and
// BSJ-部标 (the same plus the vendor's <SPBSJ*…> text commands in 0x8300, commands_bsj.cc).
#pragma once

#include <span>

#include "protocol/parts.h"

namespace chelian::jt808 {

// GPRS-部标 first (what JT/T 808 devices are registered as), then BSJ-部标.
std::span<const TerminalType> TerminalTypes();

// BSJ-DOC appendix E text commands (commands_bsj.cc): SERVER, CUSTOM, TRACK_MODE, SOS_SWITCH.
std::span<const CommandEncoding> BsjCommands();

}  // namespace chelian::jt808
