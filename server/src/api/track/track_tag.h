// The entity tag of a track reply, told from what the reply is made of without building it (D174):
// the vehicle's fields, the query, the track options and the period's stored facts.
#pragma once

#include <string>

#include "api/track/track_service.h"

namespace chelian::api::track {

// Raised whenever track_json.cc writes a reply differently: a browser's copy in the old form is
// then never confirmed as current.
inline constexpr int kTrackReplyFormat = 1;

// W/"<digest>": equal for two requests exactly when their replies would be (the store's facts of
// the period, store::ReadTrackFacts, standing for its fixes). `shape` names the form the reply is
// written in. Reads the facts; errors are the store's.
Result<std::string> TrackReplyTag(store::Connection& conn, const store::TrackVehicle& vehicle, const TrackQuery& query,
                                  const TrackOptions& options, std::string_view shape);

}  // namespace chelian::api::track
