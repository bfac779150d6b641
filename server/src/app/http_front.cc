// Implementation of the HTTP front.
#include "app/http_front.h"

#include <spdlog/spdlog.h>

#include "api/envelope.h"
#include "core/strings.h"

namespace chelian {

bool HttpFront::IsApiPath(const std::string& path) {
  static constexpr std::string_view kPrefixes[] = {"/car/v1/", "/car/v4/", "/oauth/", "/oauthToken/",
                                                   "/api/",    "/test/",   "/ws/"};
  for (auto p : kPrefixes)
    if (StartsWith(path, p)) return true;
  return EndsWith(path, ".json");
}

namespace {
constexpr size_t kMaxEchoedPath = 200;
}  // namespace

HttpFront::HttpFront(const api::ApiRouter& router, net::StaticSite& site,
                     const std::vector<std::string>& frame_ancestors)
    : router_(router), site_(site), same_origin_frames_only_(frame_ancestors.empty()) {
  frame_policy_ = "frame-ancestors 'self'";
  for (const auto& origin : frame_ancestors) frame_policy_ += " " + origin;
}

net::HttpResponse HttpFront::Handle(const net::HttpRequest& req) {
  net::HttpResponse res = Route(req);
  res.SetHeader("X-Content-Type-Options", "nosniff");
  // Other sites get at most the origin: a URL with a sessionId (exports) never leaves the site.
  res.SetHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.SetHeader("Content-Security-Policy", frame_policy_);
  if (same_origin_frames_only_) res.SetHeader("X-Frame-Options", "SAMEORIGIN");  // browsers without CSP
  return res;
}

net::HttpResponse HttpFront::Route(const net::HttpRequest& req) {
  if (auto res = router_.Dispatch(req)) {
    spdlog::debug("{} {} -> {}", req.method, req.path, res->status);
    return std::move(*res);
  }
  if (!IsApiPath(req.path) && (req.method == "GET" || req.method == "HEAD")) {
    if (auto page = site_.Serve(req.path)) return std::move(*page);
    if (req.path == "/" || req.path == "/index.html")
      return api::Fail(api::kFlagNotFound, "控制台尚未构建：请先运行 make run 或 npm run build", 404, 404);
  }
  // The path goes back as text (invalid UTF-8 is replaced by the JSON writer), shortened.
  std::string shown = req.path.size() > kMaxEchoedPath ? req.path.substr(0, kMaxEchoedPath) + "…" : req.path;
  return api::Fail(api::kFlagNotFound, "接口不存在: " + shown, 404, 404);
}

}  // namespace chelian
