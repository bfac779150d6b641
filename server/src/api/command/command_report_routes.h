// The command reports: pageCommandReport.json (every command with its result, the 指令查询 report)
// and pageCommandAndTextUp.json (命令下发报表: commands going down, answers and device texts coming
// up), both under /car/v1/accelerate/report/commandReport/ and limited to the caller's subtree.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterCommandReportRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
