// The parameters of the reports that read daily aggregates and latest states (v3-console-inventory
// §3.7): the common Param (chooseId with flag 0 group / 1 vehicle, groupId, longStay, pageNumber,
// pageSize), vehicleId, and startTime/endTime read as local days. Errors are Chinese messages.
#pragma once

#include "api/api_call.h"
#include "api/paging.h"
#include "core/status.h"
#include "store/vehicle_day_repo.h"

namespace chelian::api::report {

// The vehicles of the common Param (and vehicleId), paged: with_page false lists every row.
store::DayReportFilter VehicleFilter(const ApiCall& call, const PageParams& page, bool with_page);

// The local days of startTime..endTime ("yyyy-MM-dd[ HH:mm:ss]"; default: the last 7 days up to
// today), at most 93 days.
Status ReadDays(const ApiCall& call, long long now_ms, int utc_offset_minutes, store::DayReportFilter* f);

}  // namespace chelian::api::report
