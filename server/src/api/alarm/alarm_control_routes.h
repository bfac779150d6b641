// 告警设置 (console-spec §2, menu 400301): which alarm types are on and the platform rules'
// thresholds per group — listAlarmControlInfo.json and configAlarmControl.json (POST JSON).
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterAlarmControlRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
