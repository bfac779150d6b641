// The H02 connection session the gateway drives (ProtocolSession over Framer + Decode). The protocol
// has no login message: the first message of a connection that names its device counts as one
// (like a GT06 login it proves nothing but a known id).
#pragma once

#include <memory>

#include "protocol/check_codes.h"
#include "protocol/session.h"

namespace chelian::h02 {

// `check_codes` is taken and ignored: H02 frames carry no check code.
std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes);

}  // namespace chelian::h02
