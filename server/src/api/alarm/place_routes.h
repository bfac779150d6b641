// The places of the platform alarms, at the previous console's paths (v3-console-inventory §3.5):
// polygon and circle fences with their bindings and each vehicle's own circle
// (/car/v1/api/fence/*), position points and home/company stay points (/car/v1/api/fence/*),
// second-mortgage points (/car/v1/api/twoCharge/*) and allowed administrative areas
// (/car/v1/api/monitor/*AdminRegion*). Every change reloads the pipeline's alarm places.
#pragma once

#include "api/alarm/alarm_services.h"
#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterFenceRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm);
void RegisterPointRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm);
void RegisterAdminAreaRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm);

// Reloads the alarm places after a change; the change itself already succeeded, so a failed
// reload is logged and the reply is still a success (the next change or restart picks it up).
void ReloadPlaces(AlarmServices& alarm);

// An allowed-area address ("广东省_440000|深圳市_440300") with only the entries whose code the boundary
// data knows; InvalidArgument (请选择省市区) when none is left.
Result<std::string> CheckAdminAddress(AlarmServices& alarm, const std::string& address);

}  // namespace chelian::api
