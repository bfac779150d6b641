// Implementation of the non-password sign-ins.
#include "api/center/sign_in.h"

#include <spdlog/spdlog.h>

#include "store/notice_repo.h"
#include "store/security_repo.h"
#include "store/session_repo.h"
#include "store/user_repo.h"

namespace chelian::api {

Result<std::string> SignInAs(ApiServices& s, long long user_id, const ApiCall& call, const std::string& method) {
  std::string ip = call.ClientIp();
  std::string agent(call.request().Header("User-Agent"));
  store::User user;
  {
    auto conn = s.db.Acquire();
    auto found = store::GetUser(*conn, store::Scope::Everything(), user_id);
    if (!found.ok()) return found.status();
    user = *found;
    if (user.locked_until > s.now()) {
      long long minutes = (user.locked_until - s.now() + 59'999) / 60'000;
      return PermissionDenied("账号已锁定，请" + std::to_string(minutes) + "分钟后再试");
    }
    if (user.status != 1) {
      (void)store::InsertLoginLog(
          *conn, {0, user.username, user.id, ip, agent.substr(0, 255), 0, method + "：账号冻结", s.now()});
      return PermissionDenied("账号已冻结，请联系管理员");
    }
  }
  auto token = s.sessions.Create(user, ip, agent);
  if (!token.ok()) return token.status();
  {
    auto conn = s.db.Acquire();
    (void)store::RecordLoginSuccess(*conn, user.id, s.now());
    (void)store::InsertLoginLog(*conn, {0, user.username, user.id, ip, agent.substr(0, 255), 1, method, s.now()});
  }
  NoteSignIn(s, user.id, ip);
  return token;
}

void NoteSignIn(ApiServices& s, long long user_id, const std::string& ip) {
  auto conn = s.db.Acquire();
  auto privacy = store::GetPrivacy(*conn, user_id);
  if (!privacy.ok() || !privacy->login_alert) return;
  auto user = store::GetUser(*conn, store::Scope::Everything(), user_id);
  if (!user.ok()) return;
  auto log = store::ListLoginLog(*conn, user->username, 50);
  if (!log.ok()) return;
  int successes = 0;
  bool known = false;
  for (const auto& e : *log) {
    if (!e.success) continue;
    if (++successes == 1) continue;  // the sign-in being noted
    if (e.ip == ip) known = true;
  }
  if (successes <= 1 || known) return;  // first sign-in ever, or a familiar address
  auto sent = store::SendUserMessage(*conn, user_id, "安全提醒", "新地址登录提醒",
                                     "您的账号 " + user->username + " 于 " +
                                         FormatLocalTime(s.now(), s.options.utc_offset_minutes) + " 在新的地址 " + ip +
                                         " 登录。如非本人操作，请立即在「系统中心 › 安全中心」修改密码。",
                                     s.now());
  if (!sent.ok()) spdlog::warn("login alert not saved: {}", sent.status().message());
}

}  // namespace chelian::api
