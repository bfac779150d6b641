// The reply of listVehTrackPoint.json written straight into a string (a day at 1 Hz is 86,400
// points): obj = {total, data: {vehicleId, groupId, groupName, longStayTer, plate, terminalType,
// terminalNo, trackList[]}}, point keys t a o s d g e i x m b u (+ power, date) as api-contract
// §2.8 and v3-console-inventory §3.2 give them. No true/false/null; lat/lon with a decimal point.
// The console asks for the same points as columns instead (columns=1, our extension, D175).
#pragma once

#include <cstddef>
#include <string>

#include "api/track/track_service.h"

namespace chelian::api::track {

// The `obj` member's JSON text.
void AppendTrackReplyJson(std::string& out, const LoadedTrack& track, int utc_offset_minutes);
// About how many bytes AppendTrackReplyJson writes for `track`.
size_t TrackReplySizeHint(const LoadedTrack& track);

// The same reply with `columns` instead of trackList: the same values, one array per point key, as
// integers (what the points print with their decimals dropped: a and o in millionths of a degree,
// s in tenths, g in hundredths), t in epoch seconds; t, a, o and g as differences from the point
// before (the first from 0). f holds e | i << 1 | b << 2; p the power (-1: none); date the stop
// points' spans as [index, begin s, end s]. `zone` gives the minutes east of UTC the times of
// trackList print in.
void AppendTrackColumnsJson(std::string& out, const LoadedTrack& track, int utc_offset_minutes);
size_t TrackColumnsSizeHint(const LoadedTrack& track);

}  // namespace chelian::api::track
