// The parameters the event reports share (v3-console-inventory §3.7 "Param"): which vehicles
// (chooseId with flag 0 group / 1 vehicle, or groupId / vehicleId, longStay) and which period.
#pragma once

#include "api/api_call.h"
#include "api/services.h"
#include "core/status.h"
#include "store/report_event_repo.h"

namespace chelian::api::report {

// flag 1: chooseId (else vehicleId) is a vehicle; flag 0: chooseId (else groupId) a group, 0 or
// absent the caller's own group. Errors: InvalidArgument (Chinese) for non-numbers, a vehicle report
// without a vehicle. Expired vehicles are left out when `s` hides them (service.hide_expired).
Result<store::ReportTarget> ReadReportTarget(const ApiServices& s, const ApiCall& call);

struct Period {
  long long from_ms = 0, to_ms = 0;
};

// The local times `begin_name` and `end_name` (yyyy-MM-dd HH:mm:ss, or a bare yyyy-MM-dd: the whole
// day); absent: from the start of today − `default_days_back` until now. At most `max_days` long.
Result<Period> ReadPeriod(const ApiCall& call, const char* begin_name, const char* end_name, long long now_ms,
                          int utc_offset_minutes, int default_days_back, int max_days);

}  // namespace chelian::api::report
