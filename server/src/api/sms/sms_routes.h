// SMS sign-in (console-spec §7: /oauth/sendLoginSms and /car/v1/api/userAuth/*), the SMS outbox
// for administrators, and the test-only hook that reads the last text sent to a phone.
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "api/sms/sms_code_service.h"

namespace chelian::api {

// `codes` outlives the router.
void RegisterSmsRoutes(ApiRouter& router, ApiServices& services, SmsCodeService& codes);

}  // namespace chelian::api
