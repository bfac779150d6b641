// The monitoring centre's API (car sub-app, issue 5): group tree with counts, the one-letter
// vehicle list, counts, search, area search, follow levels, real-time alarms and their handling.
// Only what the caller's group subtree holds.
#pragma once

#include "api/api_router.h"
#include "api/monitor/monitor_context.h"
#include "api/services.h"

namespace chelian::api {

// Registers every monitor route. `services` must outlive the router.
void RegisterMonitorRoutes(ApiRouter& router, ApiServices& services, monitor::MonitorOptions options);

}  // namespace chelian::api
