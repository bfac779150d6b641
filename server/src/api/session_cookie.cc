// Implementation of the session cookie.
#include "api/session_cookie.h"

#include "core/strings.h"

namespace chelian::api {
namespace {

bool OverTls(const ApiCall& call) {
  const auto& req = call.request();
  if (EqualsIgnoreCase(Trim(req.Header("X-Forwarded-Proto")), "https")) return true;
  return ToLower(req.Header("Forwarded")).find("proto=https") != std::string::npos;
}

std::string Attributes(const ApiCall& call) {
  return std::string("; Path=/; HttpOnly; SameSite=Strict") + (OverTls(call) ? "; Secure" : "");
}

}  // namespace

void SetSessionCookie(net::HttpResponse& res, const ApiCall& call, const std::string& token) {
  res.SetHeader("Set-Cookie", "satoken=" + token + Attributes(call));
}

void ClearSessionCookie(net::HttpResponse& res, const ApiCall& call) {
  res.SetHeader("Set-Cookie", "satoken=; Max-Age=0" + Attributes(call));
}

}  // namespace chelian::api
