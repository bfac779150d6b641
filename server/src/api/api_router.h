// Routes API paths to handlers. The route table declares who may call each path — its access level
// and any right it needs — and the router checks both before the body is parsed, so handlers hold
// no ad hoc checks; it turns parse errors into envelopes. Paths match exactly; a route answers GET
// and POST. The satoken cookie counts only for requests from this site (issue #19: a link on
// another site must not act with the cookie a signed-in browser sends along).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "api/api_call.h"
#include "api/rights.h"
#include "auth/session_manager.h"
#include "core/metrics.h"
#include "net/http_types.h"
#include "store/db.h"

namespace chelian::api {

enum class Access {
  kPublic,   // no session needed (login, captcha, customer info)
  kSession,  // a valid session is required; otherwise flag 4010
  kAdmin,    // a session whose role is an administrator's; otherwise 4010, or flag 0 (the refusal)
};

// What a non-administrator is told at a kAdmin route that names no refusal of its own.
inline constexpr char kMsgAdminOnly[] = "仅管理员可以操作";
// What a caller whose role lacks a route's button is told.
inline constexpr char kMsgNoButton[] = "没有该操作的权限";

// Which pool a route's handler runs on (app/request_runner.h): password hashing and verification
// (argon2id, tens of milliseconds of CPU each) get their own small pool, so a flood of sign-ins
// cannot hold up everyone else's calls.
enum class Work { kRequest, kPassword };

using ApiHandler = std::function<net::HttpResponse(ApiCall&)>;

struct RouteOptions {
  Work work = Work::kRequest;
  // A right the caller's role must hold (api/rights.h); only on kSession and kAdmin routes.
  Right right = Right::kNone;
  // A button resource (type 3, e.g. 160104 删除用户) the caller's role must hold; 0: none.
  // Administrators hold every one. Only on kSession and kAdmin routes.
  long long button = 0;
  // The flag-0 msg for a signed-in caller refused by the access level or the right; empty: the
  // standard one (kMsgAdminOnly, RightRefusal).
  std::string refusal;
};

class ApiRouter {
 public:
  // `db`: where rights are looked up. `trusted_origins`: browser origins besides this site whose
  // requests may use the cookie.
  ApiRouter(auth::SessionManager& sessions, store::Database& db, std::vector<std::string> trusted_origins = {})
      : sessions_(sessions), db_(db), trusted_origins_(std::move(trusted_origins)) {}

  // REQUIRES: `path` not registered yet; no right on a kPublic route.
  void Add(const std::string& path, Access access, ApiHandler handler, RouteOptions options = {});

  // The reply when a route matches `req.path`, else nullopt. Counts the reply's status under the
  // route (metrics); `user_id`, when given, receives the caller's user id (0: no session).
  std::optional<net::HttpResponse> Dispatch(const net::HttpRequest& req, long long* user_id = nullptr) const;

  // The session of the first of the request's tokens (TokenCandidates) that resolves, else nullopt.
  std::optional<auth::SessionInfo> SessionOf(const net::HttpRequest& req) const;

  // Every route, sorted by path, with its replies so far by status (the metrics, the API reference).
  struct RouteEntry {
    std::string path;
    Access access;
    const RouteOptions* options;
    const metrics::StatusCounts* replies;
  };
  std::vector<RouteEntry> Routes() const;

  // The session tokens a request carries: the sessionId header (any letter case), the satoken
  // cookie (only when the request comes from this site or `trusted_origins`, net/request_origin.h),
  // and the sessionId query parameter — every non-empty candidate, in that order.
  static std::vector<std::string> TokenCandidates(const net::HttpRequest& req,
                                                  const std::vector<std::string>& trusted_origins);
  std::vector<std::string> TokenCandidates(const net::HttpRequest& req) const {
    return TokenCandidates(req, trusted_origins_);
  }

  bool Has(const std::string& path) const { return routes_.count(path) > 0; }
  // The pool `path`'s handler runs on (kRequest for paths that are no route).
  Work WorkOf(const std::string& path) const;

 private:
  struct Route {
    Access access;
    ApiHandler handler;
    RouteOptions options;
    std::unique_ptr<metrics::StatusCounts> replies = std::make_unique<metrics::StatusCounts>();
  };
  net::HttpResponse Answer(const Route& route, const net::HttpRequest& req, long long* user_id) const;
  // The refusal of a signed-in caller at `route`, or nullopt when they may call it.
  std::optional<net::HttpResponse> Refusal(const Route& route, const auth::SessionInfo& session) const;

  auth::SessionManager& sessions_;
  store::Database& db_;
  std::vector<std::string> trusted_origins_;
  std::unordered_map<std::string, Route> routes_;
};

}  // namespace chelian::api
