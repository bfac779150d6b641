// What JT/T 808 gives the protocol registry (protocol/parts.h).
#pragma once

#include "protocol/parts.h"

namespace chelian::jt808 {

extern const ProtocolParts kParts;

}  // namespace chelian::jt808
