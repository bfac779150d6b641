// Implementation of API routing and session checks.
#include "api/api_router.h"

#include <algorithm>
#include <cassert>

#include "api/envelope.h"
#include "core/strings.h"
#include "net/request_origin.h"
#include "store/resource_repo.h"

namespace chelian::api {

void ApiRouter::Add(const std::string& path, Access access, ApiHandler handler, RouteOptions options) {
  assert((access != Access::kPublic || (options.right == Right::kNone && options.button == 0)) &&
         "a right needs a session");
  bool inserted = routes_.emplace(path, Route{access, std::move(handler), std::move(options)}).second;
  assert(inserted && "route registered twice");
  (void)inserted;
}

Work ApiRouter::WorkOf(const std::string& path) const {
  auto it = routes_.find(path);
  return it == routes_.end() ? Work::kRequest : it->second.options.work;
}

std::optional<net::HttpResponse> ApiRouter::Refusal(const Route& route, const auth::SessionInfo& session) const {
  const RouteOptions& o = route.options;
  if (route.access == Access::kAdmin && !session.is_admin)
    return Fail(kFlagFail, o.refusal.empty() ? std::string(kMsgAdminOnly) : o.refusal);
  if (o.right == Right::kNone && o.button == 0) return std::nullopt;
  auto conn = db_.Acquire();
  if (o.right != Right::kNone) {  // HoldsRight: an administrator's account may still lack 断油电
    auto held = HoldsRight(*conn, session, o.right);
    if (!held.ok()) return FromStatus(held.status());
    if (!*held) return Fail(kFlagFail, o.refusal.empty() ? std::string(RightRefusal(o.right)) : o.refusal);
  }
  if (o.button != 0 && !session.is_admin) {
    auto held = store::RoleHoldsResource(*conn, session.role_id, o.button);
    if (!held.ok()) return FromStatus(held.status());
    if (!*held) return Fail(kFlagFail, o.refusal.empty() ? std::string(kMsgNoButton) : o.refusal);
  }
  return std::nullopt;
}

std::vector<std::string> ApiRouter::TokenCandidates(const net::HttpRequest& req,
                                                    const std::vector<std::string>& trusted_origins) {
  std::vector<std::string> out;
  auto add = [&](std::string_view t) {
    t = Trim(t);
    if (!t.empty() && t != "null" && t != "undefined") out.emplace_back(t);
  };
  add(req.Header("sessionId"));
  if (net::FromThisSite(req, trusted_origins)) add(net::CookieValue(req.Header("Cookie"), "satoken"));
  for (const auto& [k, v] : net::ParseUrlEncoded(req.query))
    if (k == "sessionId") add(v);
  return out;
}

std::optional<auth::SessionInfo> ApiRouter::SessionOf(const net::HttpRequest& req) const {
  for (const auto& token : TokenCandidates(req)) {
    auto s = sessions_.Resolve(token);
    if (s.ok()) return std::move(s.value());
  }
  return std::nullopt;
}

std::vector<ApiRouter::RouteEntry> ApiRouter::Routes() const {
  std::vector<RouteEntry> out;
  for (const auto& [path, route] : routes_) out.push_back({path, route.access, &route.options, route.replies.get()});
  std::sort(out.begin(), out.end(), [](const RouteEntry& a, const RouteEntry& b) { return a.path < b.path; });
  return out;
}

std::optional<net::HttpResponse> ApiRouter::Dispatch(const net::HttpRequest& req, long long* user_id) const {
  auto it = routes_.find(req.path);
  if (it == routes_.end()) return std::nullopt;
  net::HttpResponse res = Answer(it->second, req, user_id);
  it->second.replies->Count(res.status);
  return res;
}

net::HttpResponse ApiRouter::Answer(const Route& route, const net::HttpRequest& req, long long* user_id) const {
  if (req.method != "GET" && req.method != "POST" && req.method != "HEAD")
    return Fail(kFlagFail, "不支持的请求方法", 405, 405);
  // The session, access level and right first: a stranger's body is not even parsed.
  std::optional<auth::SessionInfo> session;
  if (route.access != Access::kPublic) {
    session = SessionOf(req);
    if (!session) return SessionExpired();
    if (user_id) *user_id = session->user_id;
    if (auto refused = Refusal(route, *session)) return std::move(*refused);
  }
  auto call = ApiCall::Parse(req);
  if (!call.ok()) return FromStatus(call.status());
  if (session) call->set_session(std::move(*session));
  return route.handler(*call);
}

}  // namespace chelian::api
