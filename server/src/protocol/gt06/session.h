// The GT06 connection session the gateway drives (ProtocolSession over Framer + Decode): the IMEI
// of the login, commands (0x80) with their server flag.
#pragma once

#include <memory>

#include "protocol/check_codes.h"
#include "protocol/session.h"

namespace chelian::gt06 {

std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes);

}  // namespace chelian::gt06
