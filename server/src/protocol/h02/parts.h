// What the H02 protocol gives the protocol registry (protocol/parts.h).
#pragma once

#include "protocol/parts.h"

namespace chelian::h02 {

extern const ProtocolParts kParts;

}  // namespace chelian::h02
