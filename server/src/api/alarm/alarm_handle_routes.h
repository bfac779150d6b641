// 处理报警: POST /car/v1/api/monitor/processAlarm (JSON, v3-console-inventory §3.5) for one alarm
// or a batch — result 1 测试 / 2 误报 / 3 安装事故 / 4 其他, remark, contact, contactNumber — and the
// operation log of alarms (/car/v4/api/alarm/operation/listAlarmOperationLog.json). Handled alarms
// leave every console's real-time list: a {"type":"alarmsHandled"} live message tells them.
#pragma once

#include "api/alarm/alarm_services.h"
#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterAlarmHandleRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm);

}  // namespace chelian::api
