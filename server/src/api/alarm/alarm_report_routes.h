// Alarm report calls of the real clients (api-contract §2.6–§2.7): alarmAnalysis.json (counts
// per vehicle and type), alarmDetail.json (episodes; also a GET with a multipart body, `enType`
// codes or a `type` label) and the V3 alarmInfoList.json. Replies are literal-parser safe.
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "export/export_runner.h"

namespace chelian::api {

void RegisterAlarmReportRoutes(ApiRouter& router, ApiServices& services);

// The alarm exports (v3-console-inventory §3.7): export/alarm.json (the analysis of alarmAnalysis
// through the download center, type 1 报警记录; 暂无报警数据 when nothing matches) and
// report/alarm/exportAlarmDetail.json (one vehicle's episodes as an .xlsx file).
void RegisterAlarmExportRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& exports);

// The spec's other alarm queries (console-spec §7; shapes: docs/decisions.md D41): newQueryAlarm
// (episodes of a group or vehicle by handling state), actualTimeAlarmQuery.json (unhandled alarms
// begun within `window_ms`, paged) and queryActualTimeAlarmNum.json (their counts per type).
void RegisterAlarmQueryRoutes(ApiRouter& router, ApiServices& services, long long window_ms);

}  // namespace chelian::api
