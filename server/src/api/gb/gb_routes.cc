// 新国标 routes (gb_routes.h).
#include "api/gb/gb_routes.h"

namespace chelian::api {

void RegisterGbRoutes(ApiRouter& router, ApiServices& services, gb::GbSettings settings) {
  gb::RegisterGbRegistryRoutes(router, services);
  gb::RegisterGbImportRoutes(router, services);
  settings.hide_expired = services.options.hide_expired;  // the reports' rule (store/expired_clause.h)
  gb::RegisterGbComplianceRoutes(router, services, settings);
}

}  // namespace chelian::api
