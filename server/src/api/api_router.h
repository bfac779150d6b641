// Routes API paths to handlers, checks the session of protected routes (before the body is
// parsed) and turns parse errors into envelopes. Paths match exactly; a route answers GET and
// POST. The satoken cookie counts only for requests from this site (issue #19: a link on another
// site must not act with the cookie a signed-in browser sends along).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>

#include "api/api_call.h"
#include "auth/session_manager.h"
#include "net/http_types.h"

namespace chelian::api {

enum class Access {
  kPublic,   // no session needed (login, captcha, customer info)
  kSession,  // a valid session is required; otherwise flag 4010
};

// Which pool a route's handler runs on (app/request_runner.h): password hashing and verification
// (argon2id, tens of milliseconds of CPU each) get their own small pool, so a flood of sign-ins
// cannot hold up everyone else's calls.
enum class Work { kRequest, kPassword };

using ApiHandler = std::function<net::HttpResponse(ApiCall&)>;

class ApiRouter {
 public:
  // `trusted_origins`: browser origins besides this site whose requests may use the cookie.
  explicit ApiRouter(auth::SessionManager& sessions, std::vector<std::string> trusted_origins = {})
      : sessions_(sessions), trusted_origins_(std::move(trusted_origins)) {}

  // REQUIRES: `path` not registered yet.
  void Add(const std::string& path, Access access, ApiHandler handler, Work work = Work::kRequest);

  // The reply when a route matches `req.path`, else nullopt.
  std::optional<net::HttpResponse> Dispatch(const net::HttpRequest& req) const;

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
    Work work;
  };
  auth::SessionManager& sessions_;
  std::vector<std::string> trusted_origins_;
  std::unordered_map<std::string, Route> routes_;
};

}  // namespace chelian::api
