// Registering the event report calls.
#include "api/report/report_routes.h"

namespace chelian::api {

void RegisterEventReportRoutes(ApiRouter& router, ApiServices& services) {
  report::RegisterAccReportRoutes(router, services);
  report::RegisterNowStopRoutes(router, services);
  report::RegisterOperRecordRoutes(router, services);
  report::RegisterVehicleRecordRoutes(router, services);
  report::RegisterDeviceEventRoutes(router, services);
}

}  // namespace chelian::api
