// Help messages (pageHelpMessage, getHelpMessage, markRead) and the dictionary
// (/car/v4/api/system/dictionary/list.json).
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterHelpRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
