// The OsmAnd connection session the gateway drives (ProtocolSession over Framer + Decode). Phones
// have no login and no secret: the first request of a connection naming a device counts as its
// sign-in (like GT06, proving nothing but a known id); an unknown device is answered 400.
#pragma once

#include <memory>

#include "protocol/check_codes.h"
#include "protocol/session.h"

namespace chelian::osmand {

// `check_codes` is taken and ignored: HTTP requests carry no check code.
std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes);

}  // namespace chelian::osmand
