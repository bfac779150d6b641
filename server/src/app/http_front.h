// The HTTP front: API routes first, then the built console (static files with history
// fallback), and a 404 envelope for anything else under the API prefixes. Every reply carries the
// security headers (no MIME sniffing, no referrer to other sites, framing only by this site and
// the configured embedding origins).
#pragma once

#include <string>
#include <vector>

#include "api/api_router.h"
#include "net/http_types.h"
#include "net/static_site.h"

namespace chelian {

class HttpFront {
 public:
  // `frame_ancestors`: origins besides this site that may show the console in a frame (embedding
  // systems, docs/decisions.md D13).
  HttpFront(const api::ApiRouter& router, net::StaticSite& site, const std::vector<std::string>& frame_ancestors = {});

  net::HttpResponse Handle(const net::HttpRequest& req);

  // True for paths that belong to the API (never answered with a console page).
  static bool IsApiPath(const std::string& path);

 private:
  net::HttpResponse Route(const net::HttpRequest& req);

  const api::ApiRouter& router_;
  net::StaticSite& site_;
  std::string frame_policy_;  // the Content-Security-Policy value
  bool same_origin_frames_only_;
};

}  // namespace chelian
