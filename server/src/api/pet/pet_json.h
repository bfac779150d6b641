// The pets' JSON (docs/pet.md): one pet as the console's 我的宠物 cards and forms read it, and the
// form's fields read back from a call.
#pragma once

#include <boost/json/object.hpp>

#include "api/api_call.h"
#include "core/status.h"
#include "store/pet_repo.h"

namespace chelian::api {

// {id, name, breed, birthday, weightKg, owner, phone, hasPhoto, groupId, groupName, terminalNo,
//  terminalType, lost, lostTime, lostInterval, normalInterval, battery, lastSeen, online, lat, lon}.
boost::json::object PetJson(const store::PetRow& p, long long now_ms, int utc_offset_minutes);

// The form's fields; InvalidArgument with a Chinese message for a missing name or bad numbers.
Result<store::PetInput> ReadPetInput(const ApiCall& call);

}  // namespace chelian::api
