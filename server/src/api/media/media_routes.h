// Photos and recordings devices uploaded (JT/T 808 0x0801; photos taken on command among them):
// audioImage/pageImage.json lists a vehicle's images, audioImage/getImageFile.json serves one
// (session also as the sessionId query parameter, so <img> tags and the image viewer can load it).
// Only vehicles inside the caller's group subtree.
#pragma once

#include <string>

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterMediaRoutes(ApiRouter& router, ApiServices& services, std::string media_dir);

}  // namespace chelian::api
