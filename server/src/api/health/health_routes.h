// 健康设置: health thresholds per user group and wearer type (getHealthThreshold.json,
// updateHealthThreshold.json, resetHealthThreshold.json), inside the caller's group subtree.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterHealthRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
