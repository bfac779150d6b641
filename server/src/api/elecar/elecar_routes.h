// 电动车卫士 (elec-car, platformId 18; docs/elec-car.md): the caller's e-bikes with armed state,
// battery and range, 找车, the one-tap commands (设防/撤防, 锁车/解锁 through the command pipeline)
// and the family share links with their public read-only view.
#pragma once

#include "api/api_router.h"
#include "api/command/command_routes.h"
#include "api/services.h"
#include "gateway/command_tracker.h"

namespace chelian::api {

// The 远程锁车 button (migration 0110): 锁车 and 解锁 need it besides 断油电.
inline constexpr long long kElecarLockButton = 180101;

void RegisterElecarRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                          const CommandApiOptions& commands);

}  // namespace chelian::api
