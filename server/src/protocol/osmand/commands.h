// The terminal type of OsmAnd phones (APP-OsmAnd): it takes no catalogue command — HTTP answers
// carry nothing the phone apps read.
#pragma once

#include <span>

#include "protocol/parts.h"

namespace chelian::osmand {

std::span<const TerminalType> TerminalTypes();

}  // namespace chelian::osmand
