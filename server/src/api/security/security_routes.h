// 安全中心: phone binding by SMS code, WeChat bindings (list, QR bind ticket, unbind), privacy
// settings, recent sign-ins from the login log, account status. Every read is the signed-in
// account's own, checked against its scope.
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "api/sms/sms_code_service.h"

namespace chelian::api {

void RegisterSecurityRoutes(ApiRouter& router, ApiServices& services, SmsCodeService& codes);

}  // namespace chelian::api
