// What GT06 gives the protocol registry (protocol/parts.h).
#pragma once

#include "protocol/parts.h"

namespace chelian::gt06 {

extern const ProtocolParts kParts;

}  // namespace chelian::gt06
