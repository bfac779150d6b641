// The HTTP front: API routes first, then the built console (static files with history
// fallback), and a 404 envelope for anything else under the API prefixes. Every reply carries the
// security headers (no MIME sniffing, no referrer to other sites, framing only by this site and
// the configured embedding origins). It also answers GET /metrics (administrators or the metrics
// token), counts the replies that match no route, and writes the access log.
#pragma once

#include <string>
#include <vector>

#include "api/api_router.h"
#include "core/metrics.h"
#include "core/metrics_registry.h"
#include "net/http_types.h"
#include "net/static_site.h"

namespace chelian {

class HttpFront {
 public:
  // `frame_ancestors`: origins besides this site that may show the console in a frame (embedding
  // systems, docs/decisions.md D13).
  HttpFront(const api::ApiRouter& router, net::StaticSite& site, const std::vector<std::string>& frame_ancestors = {});

  net::HttpResponse Handle(const net::HttpRequest& req);

  // Answers GET /metrics with `registry`'s text to an administrator's session or to a request
  // with `Authorization: Bearer <token>` (empty: no token accepted).
  void ServeMetrics(const metrics::Registry& registry, std::string token);
  // One info line per request (log.access): method, route, status, duration, address, user.
  void LogAccess(bool on) { access_log_ = on; }
  // Replies that matched no route, by the label the metrics and the access log give them:
  // "static" (console files), "/metrics", "unmatched" (the rest).
  const metrics::StatusCounts& unrouted_replies(std::string_view label) const { return CountsOf(label); }

  // True for paths that belong to the API (never answered with a console page).
  static bool IsApiPath(const std::string& path);

 private:
  // What Route found: the route label for metrics and the access log, and the caller.
  struct Handled {
    std::string_view route = "unmatched";
    long long user_id = 0;
  };
  net::HttpResponse Route(const net::HttpRequest& req, Handled& handled);
  metrics::StatusCounts& CountsOf(std::string_view label) const;
  net::HttpResponse Unrouted(const net::HttpRequest& req, Handled& handled);
  net::HttpResponse Metrics(const net::HttpRequest& req, Handled& handled) const;

  const api::ApiRouter& router_;
  net::StaticSite& site_;
  std::string frame_policy_;  // the Content-Security-Policy value
  bool same_origin_frames_only_;
  const metrics::Registry* metrics_ = nullptr;
  std::string metrics_token_digest_;  // SHA-256 of the metrics token; empty: none
  bool access_log_ = false;
  mutable metrics::StatusCounts static_replies_, metrics_replies_, unmatched_replies_;
};

}  // namespace chelian
