// Permissions of the signed-in user: the resource tree (resource/list.json, resource/newList.json)
// and the sub-app entries of a role (platform/getPlatformByRoleId.json).
#pragma once

#include <boost/json/array.hpp>
#include <vector>

#include "api/api_router.h"
#include "api/services.h"
#include "store/resource_repo.h"

namespace chelian::api {

void RegisterResourceRoutes(ApiRouter& router, ApiServices& services);

// Builds the {id, name, type, path, icon, children} forest of `flat` (children always an array;
// a node whose parent is not in `flat` becomes a root).
boost::json::array ResourceTree(const std::vector<store::Resource>& flat);

}  // namespace chelian::api
