// Assets and groups as the real V4 clients call them (api-contract.md §2.3–§2.5):
// assets/list.json, assets/add.json and v4Department/addVehGroup.json.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterAssetRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
