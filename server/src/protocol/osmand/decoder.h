// OsmAnd decoder: one HTTP message (from Framer) → a DeviceMessage with the device's fixes and the
// HTTP answer (200, or 400 with a short reason for a request that cannot be taken).
#pragma once

#include <cstdint>

#include "core/bytes.h"
#include "domain/device_message.h"

namespace chelian::osmand {

// Decodes one request (query/form parameters on any method, or a JSON body). Never throws. A
// request without a device id or with a bad value has `error` set and a 400 reply; an HTTP
// response (as our own answers) decodes to kMsgResponse without a reply. A client asking to close
// (Connection: close, HTTP/1.0) and a request whose stream cannot be framed further set
// close_after_replies.
DeviceMessage Decode(ByteView frame, int64_t now_ms);

}  // namespace chelian::osmand
