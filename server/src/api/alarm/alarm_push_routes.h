// 推送设置 (console-spec §2, menu 400302): per group and alarm type, the channels that carry a new
// alarm (console popup, voice, e-mail, SMS, webhook) and the group's recipients —
// listAlarmPushInfo.json and configAlarmPush.json (POST JSON); plus a test push and the log of
// deliveries (listAlarmPushLog.json).
#pragma once

#include "api/alarm/alarm_services.h"
#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

struct PushStatus {
  bool smtp_configured = false;
  std::string sms_provider;
};

void RegisterAlarmPushRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm, PushStatus status);

}  // namespace chelian::api
