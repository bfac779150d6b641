// 系统管理's 车辆续费 (/car/v1/api/renew/…), 结清列表 and 结清 (/car/v1/api/settle/…), 工单管理
// (/car/v1/worksheet/management/…) and 安装人员管理 (/car/v1/worksheet/installWorker/…):
// v3-console-inventory §2.7 1604–1607, §3.9; docs/renewal.md, docs/worksheets.md.
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "export/export_runner.h"

namespace chelian::api {

// renew/… (renew_routes.cc); exportVehicleExpire goes through the download center `runner`.
void RegisterRenewRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& runner);
// settle/… (settle_routes.cc).
void RegisterSettleRoutes(ApiRouter& router, ApiServices& services);
// worksheet/management/… and worksheet/installWorker/… (worksheet_routes.cc, installer_routes.cc).
void RegisterWorksheetRoutes(ApiRouter& router, ApiServices& services);
void RegisterInstallerRoutes(ApiRouter& router, ApiServices& services);

inline void RegisterRenewalRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& runner) {
  RegisterRenewRoutes(router, services, runner);
  RegisterSettleRoutes(router, services);
  RegisterWorksheetRoutes(router, services);
  RegisterInstallerRoutes(router, services);
}

}  // namespace chelian::api
