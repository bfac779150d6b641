// The HTTP front: API routes first, then the built console (static files with history
// fallback), and a 404 envelope for anything else under the API prefixes.
#pragma once

#include <string>

#include "api/api_router.h"
#include "net/http_types.h"
#include "net/static_site.h"

namespace chelian {

class HttpFront {
 public:
  HttpFront(const api::ApiRouter& router, net::StaticSite& site) : router_(router), site_(site) {}

  net::HttpResponse Handle(const net::HttpRequest& req);

  // True for paths that belong to the API (never answered with a console page).
  static bool IsApiPath(const std::string& path);

 private:
  const api::ApiRouter& router_;
  net::StaticSite& site_;
};

}  // namespace chelian
