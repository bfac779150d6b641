// Routes API paths to handlers, checks the session of protected routes and turns parse errors
// into envelopes. Paths match exactly; a route answers GET and POST unless told otherwise.
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

using ApiHandler = std::function<net::HttpResponse(ApiCall&)>;

class ApiRouter {
 public:
  explicit ApiRouter(auth::SessionManager& sessions) : sessions_(sessions) {}

  // REQUIRES: `path` not registered yet.
  void Add(const std::string& path, Access access, ApiHandler handler);

  // The reply when a route matches `req.path`, else nullopt.
  std::optional<net::HttpResponse> Dispatch(const net::HttpRequest& req) const;

  // The session token a request carries: the sessionId header (any letter case), the satoken
  // cookie, or the sessionId query parameter — every non-empty candidate, in that order.
  static std::vector<std::string> TokenCandidates(const net::HttpRequest& req);

  bool Has(const std::string& path) const { return routes_.count(path) > 0; }

 private:
  struct Route {
    Access access;
    ApiHandler handler;
  };
  auth::SessionManager& sessions_;
  std::unordered_map<std::string, Route> routes_;
};

}  // namespace chelian::api
