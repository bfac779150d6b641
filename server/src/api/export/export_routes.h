// 下载中心: exportDataReport.json starts an export job (全部资料 = the scope's assets, or the
// account's login log with type=6), listExportRecord.json pages the caller's records,
// download.json answers a finished file (the session may come as the sessionId query parameter).
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "export/export_runner.h"

namespace chelian::api {

void RegisterExportRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& runner);

}  // namespace chelian::api
