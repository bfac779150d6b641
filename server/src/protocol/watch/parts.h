// What the 3G* watch protocol gives the protocol registry (protocol/parts.h).
#pragma once

#include "protocol/parts.h"

namespace chelian::watch {

extern const ProtocolParts kParts;

}  // namespace chelian::watch
