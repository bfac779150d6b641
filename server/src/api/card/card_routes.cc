// Registers every 智能工牌 route (see card_routes.h).
#include "api/card/card_routes.h"

namespace chelian::api {

void RegisterCardRoutes(ApiRouter& router, ApiServices& services) {
  card::RegisterPeopleRoutes(router, services);
  card::RegisterPlaceRoutes(router, services);
  card::RegisterReportRoutes(router, services);
  card::RegisterHealthRoutes(router, services);
}

}  // namespace chelian::api
