// 新国标 routes (gb_routes.h).
#include "api/gb/gb_routes.h"

namespace chelian::api {

void RegisterGbRoutes(ApiRouter& router, ApiServices& services, gb::GbSettings settings) {
  gb::RegisterGbRegistryRoutes(router, services);
  gb::RegisterGbComplianceRoutes(router, services, settings);
}

}  // namespace chelian::api
