// Implementation of the HTTP front.
#include "app/http_front.h"

#include <spdlog/spdlog.h>

#include "api/envelope.h"
#include "core/strings.h"

namespace chelian {

bool HttpFront::IsApiPath(const std::string& path) {
  static constexpr std::string_view kPrefixes[] = {"/car/v1/", "/car/v4/", "/oauth/", "/oauthToken/", "/api/", "/test/", "/ws/"};
  for (auto p : kPrefixes)
    if (StartsWith(path, p)) return true;
  return EndsWith(path, ".json");
}

net::HttpResponse HttpFront::Handle(const net::HttpRequest& req) {
  if (auto res = router_.Dispatch(req)) {
    spdlog::debug("{} {} -> {}", req.method, req.path, res->status);
    return std::move(*res);
  }
  if (!IsApiPath(req.path) && (req.method == "GET" || req.method == "HEAD")) {
    if (auto page = site_.Serve(req.path)) return std::move(*page);
    if (req.path == "/" || req.path == "/index.html")
      return api::Fail(api::kFlagNotFound, "控制台尚未构建：请先运行 make run 或 npm run build", 404, 404);
  }
  return api::Fail(api::kFlagNotFound, "接口不存在: " + req.path, 404, 404);
}

}  // namespace chelian
