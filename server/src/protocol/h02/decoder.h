// H02 decoder: one frame (from Framer) + the connection's Session → a DeviceMessage with the
// replies Traccar's server sends (V1 and NBR confirmed, HTBT echoed).
#pragma once

#include <cstdint>
#include <string>

#include "core/bytes.h"
#include "domain/device_message.h"

namespace chelian::h02 {

// Per-connection state: the device the frames name. Not thread-safe.
struct Session {
  std::string device_id;    // of the last frame that named one; "" before
  int64_t last_now_ms = 0;  // the receive time of the last frame (the time commands carry)
};

// Decodes one frame (text '*'…'#' or binary '$'/'X'). Never throws. A frame that names no device
// or cannot be read has `error` set; a fix without a date or time takes `now_ms` (UTC).
DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms);

// *HQ,<id>,<content>#: a frame the platform sends.
Bytes BuildFrame(std::string_view device_id, std::string_view content);
// HHMMSS (UTC) of `ms`, the time platform commands carry.
std::string CommandTime(int64_t ms);

}  // namespace chelian::h02
