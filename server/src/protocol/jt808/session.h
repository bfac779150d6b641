// The JT/T 808 connection session the gateway drives (ProtocolSession over Framer + Decode): the
// platform serial, commands framed for the terminal's version, the answers to sign-ins.
#pragma once

#include <memory>

#include "protocol/check_codes.h"
#include "protocol/session.h"

namespace chelian::jt808 {

std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes);

}  // namespace chelian::jt808
