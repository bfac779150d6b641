// Handlers of the sign-in calls.
#include "api/oauth/oauth_routes.h"

#include <algorithm>
#include <boost/json/object.hpp>

#include "api/center/sign_in.h"
#include "api/envelope.h"
#include "api/session_cookie.h"
#include "auth/captcha_image.h"
#include "core/strings.h"
#include "store/resource_repo.h"

namespace chelian::api {
namespace {

// The host a customer-config lookup is for: the `url` parameter (a host or a full URL), else the
// request's Host header.
std::string HostOf(const ApiCall& call) {
  std::string url = call.ParamOr("url", std::string(call.request().Header("Host")));
  std::string_view h = url;
  if (size_t p = h.find("://"); p != std::string_view::npos) h = h.substr(p + 3);
  h = h.substr(0, h.find('/'));
  return ToLower(Trim(h));
}

net::HttpResponse GetCode(ApiServices& s) {
  auth::IssuedCaptcha c = s.captchas.Issue();
  boost::json::object obj;
  obj["code"] = "data:image/png;base64," + auth::Base64(c.png);
  obj["uuid"] = c.uuid;
  obj["enabled"] = s.options.captcha_enabled;
  return Ok(std::move(obj));
}

net::HttpResponse Token(ApiServices& s, const ApiCall& call) {
  auth::LoginRequest req{call.ParamOr("username", ""),
                         call.ParamOr("password", ""),
                         call.ParamOr("code", ""),
                         call.ParamOr("uuid", ""),
                         call.ClientIp(),
                         std::string(call.request().Header("User-Agent"))};
  auto token = s.login.Login(req);
  if (!token.ok()) return FromStatus(token.status());
  if (auto session = s.sessions.Resolve(*token); session.ok()) NoteSignIn(s, session->user_id, req.ip);
  boost::json::object obj;
  obj["sessionId"] = *token;
  net::HttpResponse res = Ok(std::move(obj));
  SetSessionCookie(res, call, *token);
  return res;
}

net::HttpResponse Logout(ApiServices& s, const ApiCall& call) {
  for (const auto& token : ApiRouter::TokenCandidates(call.request(), s.options.trusted_origins))
    s.sessions.Destroy(token);
  net::HttpResponse res = Ok();
  ClearSessionCookie(res, call);
  return res;
}

Result<store::CustomerConfig> ConfigFor(ApiServices& s, const std::string& host) {
  auto conn = s.db.Acquire();
  return store::FindCustomerConfig(*conn, host);
}

net::HttpResponse LoginPage(ApiServices& s, const ApiCall& call) {
  std::string host = HostOf(call);
  auto cfg = ConfigFor(s, host);
  if (!cfg.ok()) return FromStatus(cfg.status());
  if (!cfg->enabled) return Fail(kFlagReload, "该域名未开通或已停用");
  const auto& legacy = s.options.legacy_login_hosts;
  std::string bare = host.substr(0, host.find(':'));
  bool is_legacy = std::find(legacy.begin(), legacy.end(), host) != legacy.end() ||
                   std::find(legacy.begin(), legacy.end(), bare) != legacy.end();
  boost::json::object obj;
  obj["title"] = cfg->title.empty() ? s.options.site_title : cfg->title;
  obj["logo"] = cfg->logo;
  obj["background"] = cfg->background;
  obj["chatLogo"] = cfg->chat_logo;
  obj["copyright"] = cfg->copyright;
  obj["loginStyle"] = is_legacy ? "legacy" : "new";
  obj["captcha"] = s.options.captcha_enabled;
  return Ok(std::move(obj));
}

net::HttpResponse CustomerInfo(ApiServices& s, const ApiCall& call) {
  auto cfg = ConfigFor(s, HostOf(call));
  if (!cfg.ok()) return FromStatus(cfg.status());
  if (!cfg->enabled) return Fail(kFlagReload, "该域名未开通或已停用");
  boost::json::object obj;
  obj["iconUrl"] = cfg->icon_url;
  obj["description"] = cfg->description;
  obj["keyword"] = cfg->keyword;
  obj["title"] = cfg->title.empty() ? s.options.site_title : cfg->title;
  return Ok(std::move(obj));
}

net::HttpResponse TestCaptchaAnswer(ApiServices& s, const ApiCall& call) {
  if (!s.options.test_hooks) return Fail(kFlagFail, "测试接口未开启", 403, 403);
  auto code = s.captchas.Peek(call.ParamOr("uuid", ""));
  if (!code) return Fail(kFlagFail, "验证码不存在");
  boost::json::object obj;
  obj["code"] = *code;
  return Ok(std::move(obj));
}

}  // namespace

void RegisterOauthRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/oauth/getCode", Access::kPublic, [&s](ApiCall&) { return GetCode(s); });
  router.Add("/oauth/v4/token", Access::kPublic, [&s](ApiCall& c) { return Token(s, c); }, {.work = Work::kPassword});
  router.Add("/oauth/token", Access::kPublic, [&s](ApiCall& c) { return Token(s, c); },  // V3
             {.work = Work::kPassword});
  router.Add("/oauth/logout", Access::kPublic, [&s](ApiCall& c) { return Logout(s, c); });
  router.Add("/oauth/loginPage", Access::kPublic, [&s](ApiCall& c) { return LoginPage(s, c); });
  router.Add("/oauth/customerInfo", Access::kPublic, [&s](ApiCall& c) { return CustomerInfo(s, c); });
  router.Add("/test/captchaAnswer", Access::kPublic, [&s](ApiCall& c) { return TestCaptchaAnswer(s, c); });
}

}  // namespace chelian::api
