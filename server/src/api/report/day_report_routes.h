// The reports that read the daily aggregates and the latest states (v3-console-inventory §2.6 1502,
// 1506, 1507, 1508, §3.7; docs/reports.md): 里程报表 (pageMileage, listMileageDetail, the exports and
// export/mileage.json through the download center), 总里程查询, 离线统计, 剩余电量, and the seed's
// 车辆日在线 (carDayOnline, a path of our own).
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "export/export_runner.h"

namespace chelian::api {

void RegisterDayReportRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& exports);

}  // namespace chelian::api
