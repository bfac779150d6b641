// The OsmAnd parser: a phone's report in either form — query/form parameters (`id`, `lat`, `lon`,
// `timestamp`, `speed` in knots …) or the JSON body of Traccar Client 9+ (`device_id`,
// `location.coords`, speed in m/s) — validated into a device id and its fixes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/status.h"
#include "domain/attributes.h"
#include "domain/position.h"

namespace chelian::osmand {

struct Report {
  std::string device_id;
  std::vector<Position> positions;  // 0 (a report without a location: battery only) or more
  Attributes attributes;            // of a report without a location
};

using Params = std::vector<std::pair<std::string, std::string>>;

// "a=1&b=%20" → {{"a","1"},{"b"," "}} appended to `out` (at most 64 parameters are kept).
void AppendParams(std::string_view urlencoded, Params& out);

// A report from parameters. InvalidArgument with a short Chinese reason for a missing id, a value
// that is not a number or out of range, an unreadable time. Without `timestamp` the fix takes `now_ms`.
Result<Report> ReadParamsReport(const Params& params, int64_t now_ms);
// A report from a JSON body (one location or an array of them).
Result<Report> ReadJsonReport(std::string_view body, int64_t now_ms);

// A fix time: unix seconds or milliseconds, ISO-8601 ("2016-01-27T18:55:47Z", fractions, offsets)
// or "yyyy-MM-dd HH:mm:ss" (UTC); nullopt when unreadable or before 2000.
std::optional<int64_t> ReadTime(std::string_view text);

}  // namespace chelian::osmand
