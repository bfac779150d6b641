// Handlers of the account calls.
#include "api/user/user_routes.h"

#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "store/notice_repo.h"
#include "store/security_repo.h"
#include "store/session_repo.h"
#include "store/user_repo.h"

namespace chelian::api {
namespace {

net::HttpResponse GetUser(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto user = store::GetUser(*conn, session.scope(), session.user_id);
  if (!user.ok()) return FromStatus(user.status());
  boost::json::object obj;
  obj["userId"] = user->id;
  obj["username"] = user->username;
  obj["name"] = user->name.empty() ? user->username : user->name;
  obj["groupId"] = user->group_id;
  obj["groupName"] = user->group_name;
  obj["roleId"] = user->role_id;
  obj["roleName"] = user->role_name;
  obj["isAdmin"] = user->role_is_admin;
  obj["phone"] = user->phone;
  obj["email"] = user->email;
  // "Last login" is the sign-in before the current one (the current one is the newest entry).
  auto log = store::ListLoginLog(*conn, user->username, 20);
  long long previous = 0;
  int successes = 0;
  if (log.ok())
    for (const auto& e : *log)
      if (e.success && ++successes == 2) {
        previous = e.created_at;
        break;
      }
  obj["lastLoginTime"] = previous ? FormatLocalTime(previous, s.options.utc_offset_minutes) : "";
  return Ok(std::move(obj));
}

net::HttpResponse UpdatePassword(ApiServices& s, const ApiCall& call) {
  // JSON {oldPassword, newPassword}; the V3 console's form names are accepted too.
  std::string old_pw = call.ParamOr("oldPassword", call.ParamOr("password", ""));
  std::string new_pw = call.ParamOr("newPassword", "");
  Status st = s.login.ChangePassword(call.session(), old_pw, new_pw);
  if (!st.ok()) return FromStatus(st);
  // The security center shows the password's age; the account gets a security message.
  auto conn = s.db.Acquire();
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
