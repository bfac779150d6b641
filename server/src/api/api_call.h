// What a handler sees of one API call: the request, its parameters merged from the query string
// and the body (form, multipart — also on GET — or a JSON object), the JSON body, and the session
// of a protected call.
#pragma once

#include <boost/json/value.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "auth/session_manager.h"
#include "core/status.h"
#include "net/form.h"
#include "net/http_types.h"

namespace chelian::api {

class ApiCall {
 public:
  // Parses parameters from `req`. Errors: InvalidArgument for malformed JSON or multipart bodies.
  static Result<ApiCall> Parse(const net::HttpRequest& req);

  const net::HttpRequest& request() const { return *req_; }
  // First value of parameter `name` (query first, then body); nullopt when absent.
  std::optional<std::string> Param(std::string_view name) const;
  std::string ParamOr(std::string_view name, std::string fallback) const;
  // Integer parameter; nullopt when absent, empty or not an integer.
  std::optional<long long> IntParam(std::string_view name) const;
  // False when parameter `name` is present but not an integer. Absent, empty, "undefined" and
  // "null" (what browser clients send for an unset field) count as absent, so valid.
  bool IntParamValid(std::string_view name) const;
  // The JSON body (null when the body is not JSON).
  const boost::json::value& json() const { return json_; }
  // A member of the JSON body as text (core/json_member.h JsonText: numbers printed), or nullopt.
  std::optional<std::string> JsonText(std::string_view name) const;
  const net::Fields& params() const { return params_; }

  // Set by the dispatcher for protected routes. REQUIRES: the route is protected.
  const auth::SessionInfo& session() const { return *session_; }
  void set_session(auth::SessionInfo s) { session_ = std::move(s); }
  bool has_session() const { return session_.has_value(); }

  std::string ClientIp() const;

 private:
  const net::HttpRequest* req_ = nullptr;
  net::Fields params_;
  boost::json::value json_;
  std::optional<auth::SessionInfo> session_;
};

}  // namespace chelian::api
