// Handlers of the account calls.
#include "api/user/user_routes.h"

#include <boost/json/object.hpp>

#include "api/accounts/account_access.h"
#include "api/envelope.h"
#include "store/account_repo.h"
#include "store/notice_repo.h"
#include "store/operation_log_repo.h"
#include "store/security_repo.h"
#include "store/session_repo.h"
#include "store/user_repo.h"

namespace chelian::api {
namespace {

// The topmost account above `a` (or `a`) whose group still lies in `scope`: the top of the user tree
// the caller's pages draw.
long long TopUserId(store::Connection& conn, const store::Scope& scope, const store::Account& a) {
  long long top = a.id;
  auto above = store::AncestorIds(conn, a.id);
  if (!above.ok()) return top;
  for (long long id : *above) {  // nearest first
    if (!store::GetAccount(conn, scope, id).ok()) break;
    top = id;
  }
  return top;
}

// getUser.json: the caller's account, or (userId) an account it manages. Today's fields and the
// previous console's (account_access.h AccountJson; `name` stays the display name here).
net::HttpResponse GetUser(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto caller = accounts::LoadCaller(*conn, session);
  if (!caller.ok()) return FromStatus(caller.status());
  auto account = accounts::VisibleAccount(*conn, session, *caller, call.IntParam("userId").value_or(session.user_id));
  if (!account.ok()) return FromStatus(account.status());
  const bool self = account->id == session.user_id;
  boost::json::object obj = accounts::AccountJson(*account, s.options.utc_offset_minutes);
  obj["name"] = account->name.empty() ? account->username : account->name;
  obj["isAdmin"] = account->role_is_admin;
  obj["email"] = account->email;
  obj["topUserId"] = TopUserId(*conn, session.scope(), *account);
  // "Last login" of the caller is the sign-in before the current one (the newest entry).
  auto log = store::ListLoginLog(*conn, account->username, 20);
  long long previous = 0;
  int successes = 0;
  if (log.ok())
    for (const auto& e : *log)
      if (e.success && ++successes == (self ? 2 : 1)) {
        previous = e.created_at;
        break;
      }
  obj["lastLoginTime"] = previous ? FormatLocalTime(previous, s.options.utc_offset_minutes) : "";
  return Ok(std::move(obj));
}

net::HttpResponse UpdatePassword(ApiServices& s, const ApiCall& call) {
  // JSON {oldPassword, newPassword}; the V3 console's {bPwd, nPwd} and form name are accepted too.
  std::string old_pw = call.ParamOr("oldPassword", call.ParamOr("bPwd", call.ParamOr("password", "")));
  std::string new_pw = call.ParamOr("newPassword", call.ParamOr("nPwd", ""));
  Status st = s.login.ChangePassword(call.session(), old_pw, new_pw);
  if (!st.ok()) return FromStatus(st);
  // The security center shows the password's age; the account gets a security message.
  auto conn = s.db.Acquire();
  const auto& session = call.session();
  (void)store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                               {"user.password", session.username, 0, "修改登录密码"}, s.now());
  (void)store::TouchPasswordChanged(*conn, call.session().user_id, s.now());
  (void)store::SendUserMessage(*conn, call.session().user_id, "安全提醒", "登录密码已修改",
                               "您的登录密码已于 " + FormatLocalTime(s.now(), s.options.utc_offset_minutes) +
                                   " 修改，其他设备上的登录已退出。如非本人操作，请立即联系管理员。",
                               s.now());
  return Ok();
}

}  // namespace

void RegisterUserRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/user/getUser.json", Access::kSession, [&s](ApiCall& c) { return GetUser(s, c); });
  router.Add("/car/v1/api/user/updateUserPassword.json", Access::kSession,
             [&s](ApiCall& c) { return UpdatePassword(s, c); }, {.work = Work::kPassword});
}

}  // namespace chelian::api
