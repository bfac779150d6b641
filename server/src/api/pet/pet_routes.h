// 宠物守护's calls (docs/pet.md), all under /car/v4/api/pet/ and inside the caller's subtree: the pets
// (list, get, add, update, delete, photo upload and file), lost mode, find device, the home fence,
// activity per day and the pets' alarms (pet_care_routes.cc).
#pragma once

#include <memory>
#include <string>

#include "api/api_router.h"
#include "api/command/command_routes.h"
#include "api/services.h"
#include "gateway/command_tracker.h"

namespace chelian::api {

// What the pet calls use beside the services.
struct PetApi {
  ApiServices& s;
  gateway::CommandTracker& tracker;
  CommandApiOptions commands;
  std::string media_dir;  // photos go to <media_dir>/pets/
};

void RegisterPetRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                       CommandApiOptions commands, std::string media_dir);

// The care calls (lost, find, home fence, activity, alarms); RegisterPetRoutes registers them.
void RegisterPetCareRoutes(ApiRouter& router, const std::shared_ptr<PetApi>& api);

}  // namespace chelian::api
