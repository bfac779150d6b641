// Sign-in calls of the contract: captcha (/oauth/getCode), login (/oauth/v4/token, and the V3
// /oauth/token), logout, login-page and customer info by host, and the test-only captcha hook.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterOauthRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
