// Token sign-in for systems that embed the console (console-spec §7): /oauthToken/loginPage,
// /oauthToken/v4/token (app key + secret → a session of the client's bound user),
// /oauthToken/getConfig and /oauthToken/listResource (what the embedded console shows), and
// /car/v4/api/oauthToken/createClient.json for administrators.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterOauthTokenRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
