// Registration of the monitoring centre's routes; the handlers share one context.
#include "api/monitor/monitor_routes.h"

#include <memory>

namespace chelian::api {

void RegisterMonitorRoutes(ApiRouter& router, ApiServices& services, monitor::MonitorOptions options) {
  auto ctx = std::make_shared<monitor::MonitorContext>(monitor::MonitorContext{services, std::move(options)});
  monitor::RegisterVehicleRoutes(router, ctx);
  monitor::RegisterConcernRoutes(router, ctx);
  monitor::RegisterAlarmRoutes(router, ctx);
}

}  // namespace chelian::api
