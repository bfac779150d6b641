// Commands to vehicles (docs/commands.md): the catalogue for the console (catalogue.json,
// resource/listTerminalResource.json, resource/listCommandResource.json), sending to one vehicle
// (command/down.json), to a group (command/group/down.json) or to a checked batch
// (checkCommandDownBatchTer.json → commandDownBatch.json), one command's state and cancelling.
#pragma once

#include <string>
#include <string_view>

#include "api/api_router.h"
#include "api/services.h"
#include "gateway/command_tracker.h"
#include "store/command_repo.h"

namespace chelian::api {

struct CommandApiOptions {
  long long pending_ttl_ms = 86'400'000;  // an offline device's command waits this long
  bool refuse_over_speed = false;         // speed-guarded commands: refuse at once instead of waiting
  size_t batch_max = 5000;                // vehicles per group or batch send
};

// Sends catalogue command `type` with `msg` to `target` for the caller as down.json does (stored,
// logged, queued to the device); returns the command's id. Errors carry the Chinese reason
// (unsupported terminal, bad parameters, refused).
Result<long long> SendCommandFor(ApiServices& services, gateway::CommandTracker& tracker,
                                 const CommandApiOptions& options, const ApiCall& call, std::string_view type,
                                 const std::string& msg, const store::CommandTarget& target);

void RegisterCommandRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                           CommandApiOptions options);

// A route that sends the catalogue command `command_type` to `vehicleId` exactly as down.json does
// (scope, 指令下发 and for the oil commands 断油电 with the caller's password, the speed guard,
// tracking through getCommand.json); `route` may add a button. The sub-apps' one-tap commands
// (电动车卫士 设防/撤防/锁车/解锁, docs/elec-car.md). REQUIRES: the type is in the catalogue.
void AddFixedCommandRoute(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                          CommandApiOptions options, const std::string& path, std::string_view command_type,
                          RouteOptions route = {});

}  // namespace chelian::api
