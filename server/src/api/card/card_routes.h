// 智能工牌 (card sub-app, docs/card.md): people with their badges, attendance rules and patrol
// points, and the attendance and patrol reports with their exports, all inside the caller's subtree.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterCardRoutes(ApiRouter& router, ApiServices& services);

namespace card {
void RegisterPeopleRoutes(ApiRouter& router, ApiServices& services);
void RegisterPlaceRoutes(ApiRouter& router, ApiServices& services);
void RegisterReportRoutes(ApiRouter& router, ApiServices& services);
void RegisterHealthRoutes(ApiRouter& router, ApiServices& services);
}  // namespace card

}  // namespace chelian::api
