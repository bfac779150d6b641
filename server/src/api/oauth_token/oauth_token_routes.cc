// Handlers of the embedding clients' token sign-in.
#include "api/oauth_token/oauth_token_routes.h"

#include <boost/json/object.hpp>
#include <set>

#include "api/center/center_common.h"
#include "api/center/sign_in.h"
#include "api/envelope.h"
#include "api/resource/resource_routes.h"
#include "auth/password.h"
#include "core/sha256.h"
#include "store/oauth_client_repo.h"
#include "store/resource_repo.h"
#include "store/user_repo.h"

namespace chelian::api {
namespace {

boost::json::object ConfigObject(const store::OAuthClient& c) {
  boost::json::object o;
  o["appKey"] = c.app_key;
  o["name"] = c.name;
  o["title"] = c.title.empty() ? c.name : c.title;
  o["logo"] = c.logo;
  o["hideHeader"] = c.hide_header;
  o["hideMenu"] = c.hide_menu;
  o["homePath"] = c.home_path;
  return o;
}

Result<store::OAuthClient> EnabledClient(ApiServices& s, const std::string& app_key) {
  auto conn = s.db.Acquire();
  auto c = store::FindOAuthClient(*conn, app_key);
  if (!c.ok()) return NotFound("应用不存在或已停用");
  if (!c->enabled) return PermissionDenied("应用不存在或已停用");
  return c;
}

// The client whose token started the current session, if any.
std::optional<store::OAuthClient> SessionClient(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto app_key = store::OAuthSessionAppKey(*conn, Sha256Hex(call.session().token));
  if (!app_key.ok()) return std::nullopt;
  auto c = store::FindOAuthClient(*conn, *app_key);
  if (!c.ok()) return std::nullopt;
  return *c;
}

net::HttpResponse LoginPage(ApiServices& s, const ApiCall& call) {
  auto c = EnabledClient(s, call.ParamOr("appKey", ""));
  if (!c.ok()) return FromStatus(c.status());
  return Ok(ConfigObject(*c));
}

net::HttpResponse Token(ApiServices& s, const ApiCall& call) {
  auto c = EnabledClient(s, call.ParamOr("appKey", call.ParamOr("client_id", "")));
  if (!c.ok()) return Fail(kFlagFail, "应用标识或密钥错误");
  if (!auth::VerifyPassword(call.ParamOr("appSecret", call.ParamOr("client_secret", "")), c->secret_hash))
    return Fail(kFlagFail, "应用标识或密钥错误");
  auto token = SignInAs(s, c->user_id, call, "令牌登录：" + c->name);
  if (!token.ok()) return FromStatus(token.status());
  {
    auto conn = s.db.Acquire();
    if (Status saved = store::InsertOAuthSession(*conn, Sha256Hex(*token), c->id, s.now()); !saved.ok())
      return FromStatus(saved);
  }
  boost::json::object obj = ConfigObject(*c);
  obj["sessionId"] = *token;
  return Ok(std::move(obj));
}

net::HttpResponse GetConfig(ApiServices& s, const ApiCall& call) {
  auto c = SessionClient(s, call);
  if (!c) {
    boost::json::object o;
    o["embedded"] = 0;
    o["hideHeader"] = 0;
    o["hideMenu"] = 0;
    o["homePath"] = "/home";
    return Ok(std::move(o));
  }
  boost::json::object o = ConfigObject(*c);
  o["embedded"] = 1;
  return Ok(std::move(o));
}

net::HttpResponse ListResource(ApiServices& s, const ApiCall& call) {
  std::vector<store::Resource> flat;
  {
    auto conn = s.db.Acquire();
    auto all = store::ListRoleResources(*conn, call.session().role_id);
    if (!all.ok()) return FromStatus(all.status());
    flat = std::move(*all);
  }
  auto c = SessionClient(s, call);
  if (c && !c->resource_ids.empty()) {
    std::set<long long> allowed(c->resource_ids.begin(), c->resource_ids.end());
    allowed.insert(0);  // the root keeps the tree together
    std::erase_if(flat, [&](const store::Resource& r) { return !allowed.count(r.id); });
  }
  return Ok(ResourceTree(flat));
}

net::HttpResponse CreateClient(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  std::string name = call.ParamOr("name", "");
  if (name.empty()) return Fail(kFlagFail, "请输入应用名称");
  long long user_id = call.IntParam("userId").value_or(session.user_id);
  auto conn = s.db.Acquire();
  auto user = store::GetUser(*conn, session.scope(), user_id);
  if (!user.ok()) return FromStatus(user.status());
  std::string secret = auth::RandomUuid();
  auto hash = auth::HashPassword(secret);
  if (!hash.ok()) return FromStatus(hash.status());
  store::OAuthClient c;
  c.app_key = call.ParamOr("appKey", "app" + auth::RandomUuid().substr(0, 8));
  c.secret_hash = *hash;
  c.name = name;
  c.user_id = user->id;
  c.resource_ids = IdList(call, "resourceIds");
  c.hide_header = static_cast<int>(call.IntParam("hideHeader").value_or(1));
  c.hide_menu = static_cast<int>(call.IntParam("hideMenu").value_or(0));
  c.home_path = call.ParamOr("homePath", "/home");
  c.title = call.ParamOr("title", "");
  c.created_at = s.now();
  auto created = store::CreateOAuthClient(*conn, c);
  if (!created.ok()) return FromStatus(created.status());
  boost::json::object o = ConfigObject(*created);
  o["appSecret"] = secret;  // shown once
  return Ok(std::move(o));
}

}  // namespace

void RegisterOauthTokenRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/oauthToken/loginPage", Access::kPublic, [&s](ApiCall& c) { return LoginPage(s, c); });
  router.Add("/oauthToken/v4/token", Access::kPublic, [&s](ApiCall& c) { return Token(s, c); },
             {.work = Work::kPassword});
  router.Add("/oauthToken/getConfig", Access::kSession, [&s](ApiCall& c) { return GetConfig(s, c); });
  router.Add("/oauthToken/listResource", Access::kSession, [&s](ApiCall& c) { return ListResource(s, c); });
  router.Add("/car/v4/api/oauthToken/createClient.json", Access::kAdmin,
             [&s](ApiCall& c) { return CreateClient(s, c); },
             {.work = Work::kPassword, .refusal = "仅管理员可以创建接入应用"});
}

}  // namespace chelian::api
