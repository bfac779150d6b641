// 健康设置: health thresholds per user group and wearer type (getHealthThreshold.json,
// updateHealthThreshold.json, resetHealthThreshold.json), inside the caller's group subtree.
#pragma once

#include <boost/json/object.hpp>

#include "api/api_router.h"
#include "api/services.h"
#include "store/health_repo.h"

namespace chelian::api {

void RegisterHealthRoutes(ApiRouter& router, ApiServices& services);

// The threshold's values as the calls write them: heartRateMin … spo2Min (temperatures in ℃ with
// one decimal), enabled. Also the 智能工牌 health series' `threshold`.
boost::json::object HealthThresholdValues(const store::HealthThreshold& t);

}  // namespace chelian::api
