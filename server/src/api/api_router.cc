// Implementation of API routing and session checks.
#include "api/api_router.h"

#include <cassert>

#include "api/envelope.h"
#include "core/strings.h"

namespace chelian::api {

void ApiRouter::Add(const std::string& path, Access access, ApiHandler handler) {
  bool inserted = routes_.emplace(path, Route{access, std::move(handler)}).second;
  assert(inserted && "route registered twice");
  (void)inserted;
}

std::vector<std::string> ApiRouter::TokenCandidates(const net::HttpRequest& req) {
  std::vector<std::string> out;
  auto add = [&](std::string_view t) {
    t = Trim(t);
    if (!t.empty() && t != "null" && t != "undefined") out.emplace_back(t);
  };
  add(req.Header("sessionId"));
  add(net::CookieValue(req.Header("Cookie"), "satoken"));
  for (const auto& [k, v] : net::ParseUrlEncoded(req.query))
    if (k == "sessionId") add(v);
  return out;
}

std::optional<net::HttpResponse> ApiRouter::Dispatch(const net::HttpRequest& req) const {
  auto it = routes_.find(req.path);
  if (it == routes_.end()) return std::nullopt;
  if (req.method != "GET" && req.method != "POST" && req.method != "HEAD")
    return Fail(kFlagFail, "不支持的请求方法", 405, 405);
  auto call = ApiCall::Parse(req);
  if (!call.ok()) return FromStatus(call.status());
  if (it->second.access == Access::kSession) {
    bool resolved = false;
    for (const auto& token : TokenCandidates(req)) {
      auto s = sessions_.Resolve(token);
      if (s.ok()) {
        call->set_session(std::move(s.value()));
        resolved = true;
        break;
      }
    }
    if (!resolved) return SessionExpired();
  }
  return it->second.handler(*call);
}

}  // namespace chelian::api
