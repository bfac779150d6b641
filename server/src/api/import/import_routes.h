// 系统管理 › 批量导入 (docs/import.md): the V3 calls /car/v1/api/importVehicle/… — the template, the
// upload, the checked rows, one row corrected, the import dropped, the submit into a group.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterImportRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
