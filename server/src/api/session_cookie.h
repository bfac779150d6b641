// The satoken cookie, which carries a session for clients that send cookies back (the product's
// V4 scripts do): HttpOnly, SameSite=Strict, and Secure when the request came over TLS through a
// proxy (X-Forwarded-Proto or Forwarded says https). The one place that writes it.
#pragma once

#include <string>

#include "api/api_call.h"
#include "net/http_types.h"

namespace chelian::api {

void SetSessionCookie(net::HttpResponse& res, const ApiCall& call, const std::string& token);
void ClearSessionCookie(net::HttpResponse& res, const ApiCall& call);

}  // namespace chelian::api
