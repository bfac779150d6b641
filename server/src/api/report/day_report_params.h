// The parameters of the reports that read daily aggregates and latest states (v3-console-inventory
// §3.7): the common Param (chooseId with flag 0 group / 1 vehicle, groupId, longStay, pageNumber,
// pageSize), vehicleId, and startTime/endTime read as local days. Errors are Chinese messages.
#pragma once

#include "api/api_call.h"
#include "api/paging.h"
#include "api/services.h"
#include "core/status.h"
#include "store/report_event_repo.h"
#include "store/vehicle_day_repo.h"

namespace chelian::api::report {

// The daily rows' filter for the vehicles of a report target (no days, no page yet).
store::DayReportFilter DayFilterOf(const store::ReportTarget& target);

// The vehicles of the common Param (ReadReportTarget) and their page; with `with_days`, the local
// days of startTime..endTime (ReadPeriod; default: the last 7 days up to today, at most 93 days).
Result<store::DayReportFilter> ReadDayFilter(const ApiServices& s, const ApiCall& call, const PageParams& page,
                                             bool with_days);

}  // namespace chelian::api::report
