// POST /car/v4/api/device/resetAuth.json (terminalNo): an administrator resets a JT/T 808
// terminal's authentication (docs/pipeline.md § Device authentication) — its code and proof are
// forgotten, so the terminal may register again and gets a new code. Only a device fitted to a
// vehicle inside the caller's group subtree.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterDeviceAuthRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
