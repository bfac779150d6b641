// GT06 decoder: one frame (from Framer) + the connection's Session → a DeviceMessage with the
// replies the device waits for (login, heartbeat and alarm acknowledgements, time reply).
#pragma once

#include <cstdint>
#include <string>

#include "core/bytes.h"
#include "domain/device_message.h"
#include "protocol/check_codes.h"

namespace chelian::gt06 {

// Per-connection state, owned by the gateway's connection. GT06 frames carry no device id: the
// IMEI comes from the login (0x01) and is remembered here, with the device's time zone.
// Not thread-safe: one connection's frames are decoded in order on one thread.
// How the device's packet times read (device_time.h): in the login's zone or in UTC.
enum class TimeReading : uint8_t { kUndecided, kLoginZone, kUtc };

struct Session {
  std::string imei;            // "" until a login was decoded
  int utc_offset_minutes = 0;  // zone of the device's GPS times (login time-zone word; default UTC)
  bool has_time_zone = false;  // the login carried a time-zone word
  TimeReading time_reading = TimeReading::kUndecided;
  CheckCodes check_codes = CheckCodes::kEnforce;
};

// Decodes one frame (start bytes through 0D 0A). Never throws. Frames before a login decode with
// an empty device_id and a warning — the gateway must not store them. A CRC mismatch: with
// CheckCodes::kEnforce (the gateway) the frame is not decoded (`error`, `bad_check`, no reply: GT06
// has no negative acknowledgement; the session is not touched); with kReport (decode tool,
// Traccar's captures, a dozen of which have wrong CRCs) it is decoded with a warning.
DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms);

}  // namespace chelian::gt06
