// The packed form of one vehicle-day of positions (issue 28, D168): the fixes of a device for one
// China day as two blobs, the track's columns (read by every track) and the rest (recv time,
// altitude, satellites, alarms, attributes; deflated). Lossless; decoding never trusts the bytes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/civil_time.h"
#include "core/status.h"
#include "store/position_writer.h"

namespace chelian::store {

// A pack holds one China day (UTC+8, whatever the site's display zone) of one device:
// [day start, day start + kPackDayMs).
inline constexpr long long kPackDayMs = 86'400'000;
inline constexpr int kPackUtcOffsetMinutes = 480;
// Epoch ms of the start of the China day holding `fix_time_ms`.
inline long long PackDayStart(long long fix_time_ms) { return LocalDayStart(fix_time_ms, kPackUtcOffsetMinutes); }

// Alarms and attributes are NULL in the database when empty; a pack keeps the difference.
struct PackedFix {
  PositionRow row;  // device_id is not stored: it is the pack's
  bool alarms_null = true;
  bool attributes_null = true;
};

struct PositionPack {
  std::string track;  // fix_time, lat, lon, speed, course, flags, mileage, battery
  std::string rest;   // recv_time, altitude, satellites, alarms, attributes
};

// Encodes `fixes` (in the order they are to be read back: fix time, then arrival).
PositionPack EncodePositionPack(const std::vector<PackedFix>& fixes);

// Decodes a pack's track blob into rows holding the track's columns (the rest left at defaults).
// InvalidArgument for bytes that are not a pack.
Result<std::vector<PackedFix>> DecodePackTrack(std::string_view track);
// Adds the rest blob's columns to rows decoded from the same pack's track.
Status DecodePackRest(std::string_view rest, std::vector<PackedFix>& fixes);

}  // namespace chelian::store
