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
  // notify.webhook_allow_private: off, a webhook URL whose host is localhost or a private …
  // address literal is refused when saved or tested (notify/webhook_address.h).
  bool webhook_allow_private = false;
};

void RegisterAlarmPushRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm, PushStatus status);

}  // namespace chelian::api
