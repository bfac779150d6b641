// The reply of listVehTrackPoint.json written straight into a string (a day at 1 Hz is 86,400
// points): obj = {total, data: {vehicleId, groupId, groupName, longStayTer, plate, terminalType,
// terminalNo, trackList[]}}, point keys t a o s d g e i x m b u (+ power, date) as api-contract
// §2.8 and v3-console-inventory §3.2 give them. No true/false/null; lat/lon with a decimal point.
#pragma once

#include <cstddef>
#include <string>

#include "api/track/track_service.h"

namespace chelian::api::track {

// The `obj` member's JSON text.
void AppendTrackReplyJson(std::string& out, const LoadedTrack& track, int utc_offset_minutes);
// About how many bytes AppendTrackReplyJson writes for `track`.
size_t TrackReplySizeHint(const LoadedTrack& track);

}  // namespace chelian::api::track
