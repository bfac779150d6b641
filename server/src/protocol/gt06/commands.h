// The catalogue's commands for GT06 terminal types: GPRS-GT06 (Concox online command texts in 0x80,
// protocols.md §1) and GT06-DYD (the same, with the password-protected relay texts).
#pragma once

#include <span>

#include "protocol/parts.h"

namespace chelian::gt06 {

// GPRS-GT06 first (what GT06 devices are registered as), then GT06-DYD.
std::span<const TerminalType> TerminalTypes();

}  // namespace chelian::gt06
