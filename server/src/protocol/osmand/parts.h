// What the OsmAnd HTTP protocol gives the protocol registry (protocol/parts.h).
#pragma once

#include "protocol/parts.h"

namespace chelian::osmand {

extern const ProtocolParts kParts;

}  // namespace chelian::osmand
