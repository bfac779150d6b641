// The event report calls of 数据报表 (v3-console-inventory §2.6 1503, 1504, 1510–1515 and §3.7):
// 行车统计, 停车报表, 操作记录, 保养/保险报表, OBD报表 and the logistics-lock reports, with their exports.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterEventReportRoutes(ApiRouter& router, ApiServices& services);

namespace report {
void RegisterAccReportRoutes(ApiRouter& router, ApiServices& services);
void RegisterNowStopRoutes(ApiRouter& router, ApiServices& services);
void RegisterOperRecordRoutes(ApiRouter& router, ApiServices& services);
void RegisterVehicleRecordRoutes(ApiRouter& router, ApiServices& services);
void RegisterDeviceEventRoutes(ApiRouter& router, ApiServices& services);
}  // namespace report

}  // namespace chelian::api
