// The signed-in user's own account: getUser.json and updateUserPassword.json.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterUserRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
