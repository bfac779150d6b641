// The 3G* watch connection session the gateway drives (ProtocolSession over Framer + Decode): the
// device's maker and index for replies and commands, and its sign-in — the protocol has no login
// message, so the first message of a connection that names its device counts as one (like a
// GT06 login it proves nothing but a known id).
#pragma once

#include <memory>

#include "protocol/check_codes.h"
#include "protocol/session.h"

namespace chelian::watch {

// `check_codes` is taken and ignored: watch frames carry no check code.
std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes);

}  // namespace chelian::watch
