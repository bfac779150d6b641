// GT06 device times → UTC. The login's time-zone word says where the device is, but the Concox
// documents label the GPS and alarm packets "UTC" and devices differ: a session reads times in
// the login's zone (as Traccar) until a packet settles which reading the device uses.
#pragma once

#include <cstdint>
#include <optional>

#include "core/bytes.h"
#include "core/civil_time.h"
#include "protocol/gt06/decoder.h"

namespace chelian::gt06 {

// Epoch ms of the device time `t`; nullopt when it is not a date. While the session has not
// decided, a time that is current (within 15 minutes of `now_ms`) in exactly one of the two
// readings — the login's zone or UTC — decides it for the rest of the connection.
std::optional<int64_t> DeviceTimeToUtc(const CivilTime& t, Session& session, int64_t now_ms);

// Reads the 6-byte time YY MM DD hh mm ss of a packet into `ms` (UTC) as DeviceTimeToUtc does;
// false when the bytes are missing or not a date.
bool ReadDeviceTime(ByteReader& r, Session& session, int64_t now_ms, int64_t* ms);

}  // namespace chelian::gt06
