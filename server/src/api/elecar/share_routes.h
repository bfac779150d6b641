// 电动车卫士's family share links (docs/elec-car.md, D111): create, list and revoke for signed-in
// owners (their subtree's e-bikes), and the public read-only view of one bike's live position
// by a signed, expiring token, rate-limited per client address.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterElecarShareRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
