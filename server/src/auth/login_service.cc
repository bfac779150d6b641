// Implementation of sign-in and password change.
#include "auth/login_service.h"

#include <spdlog/spdlog.h>

#include "auth/password.h"
#include "core/strings.h"
#include "store/session_repo.h"
#include "store/user_repo.h"

namespace chelian::auth {
namespace {

std::string WaitText(long long ms) {
  long long seconds = (ms + 999) / 1000;
  if (seconds >= 60) return std::to_string((seconds + 59) / 60) + "分钟";
  return std::to_string(seconds) + "秒";
}

}  // namespace

Status CheckNewPassword(const std::string& password) {
  // Count characters, not bytes, so Chinese passwords are measured fairly.
  size_t chars = 0;
  for (unsigned char c : password)
    if ((c & 0xC0) != 0x80) ++chars;
  if (chars < 6 || chars > 32) return InvalidArgument("密码长度需为6-32位");
  if (Trim(password).empty()) return InvalidArgument("密码不能全为空格");
  return Status::Ok();
}

LoginService::LoginService(store::Database& db, SessionManager& sessions, CaptchaStore& captchas, LoginOptions options,
                           NowFn now)
    : db_(db), sessions_(sessions), captchas_(captchas), options_(options), now_(std::move(now)) {
  auto h = HashPassword(RandomUuid());
  if (h.ok()) dummy_hash_ = *h;
}

void LoginService::Log(const std::string& username, long long user_id, const LoginRequest& req, bool success,
                       const std::string& reason) {
  auto conn = db_.Acquire();
  Status s = store::InsertLoginLog(*conn, {0, username.substr(0, 64), user_id, req.ip, req.user_agent.substr(0, 255),
                                           success ? 1 : 0, reason, now_()});
  if (!s.ok()) spdlog::warn("login log write failed: {}", s.message());
}

Result<std::string> LoginService::Login(const LoginRequest& req) {
  std::string username(Trim(req.username));
  if (username.empty() || req.password.empty()) return InvalidArgument("请输入用户名和密码");
  if (options_.captcha_required) {
    if (req.uuid.empty() || req.code.empty()) return InvalidArgument("请输入验证码");
    if (!captchas_.Verify(req.uuid, req.code)) {
      Log(username, 0, req, false, "验证码错误");
      return InvalidArgument("验证码错误或已过期");
    }
  }
  long long now = now_();
  Result<store::User> user = [&] {
    auto conn = db_.Acquire();
    return store::FindUserByUsername(*conn, username);
  }();
  if (!user.ok()) {
    VerifyPassword(req.password, dummy_hash_);
    Log(username, 0, req, false, "用户不存在");
    return Unauthenticated("用户名或密码错误");
  }
  FailureState state{user->failed_logins, user->first_failure_at, user->last_failure_at, user->locked_until};
  ThrottleDecision decision = CheckAttempt(options_.throttle, state, now);
  if (!decision.allowed) {
    std::string msg = decision.locked ? "账号已锁定，请" + WaitText(decision.retry_after_ms) + "后再试"
                                      : "登录失败次数过多，请" + WaitText(decision.retry_after_ms) + "后再试";
    Log(username, user->id, req, false, decision.locked ? "账号锁定" : "尝试过快");
    return decision.locked ? PermissionDenied(msg) : ResourceExhausted(msg);
  }
  if (!VerifyPassword(req.password, user->password_hash)) {
    FailureState next = AfterFailure(options_.throttle, state, now);
    {
      auto conn = db_.Acquire();
      store::SaveLoginFailures(*conn, user->id, next.failed, next.first_failure_at, next.last_failure_at,
                               next.locked_until);
    }
    Log(username, user->id, req, false, "密码错误");
    if (next.locked_until > now)
      return PermissionDenied("密码错误次数过多，账号已锁定" + WaitText(next.locked_until - now));
    return Unauthenticated("用户名或密码错误");
  }
  if (user->status != 1) {
    Log(username, user->id, req, false, "账号冻结");
    return PermissionDenied("账号已冻结，请联系管理员");
  }
  {
    auto conn = db_.Acquire();
    store::RecordLoginSuccess(*conn, user->id, now);
  }
  auto token = sessions_.Create(*user, req.ip, req.user_agent);
  if (!token.ok()) return token.status();
  Log(username, user->id, req, true, "");
  return token;
}

Status LoginService::ChangePassword(const SessionInfo& session, const std::string& old_password,
                                    const std::string& new_password) {
  if (old_password.empty()) return InvalidArgument("请输入原密码");
  if (Status s = CheckNewPassword(new_password); !s.ok()) return s;
  if (old_password == new_password) return InvalidArgument("新密码不能与原密码相同");
  {
    auto conn = db_.Acquire();  // released before DestroyOthers takes its own connection
    auto user = store::GetUser(*conn, session.scope(), session.user_id);
    if (!user.ok()) return user.status();
    if (!VerifyPassword(old_password, user->password_hash)) return InvalidArgument("原密码错误");
    auto hash = HashPassword(new_password);
    if (!hash.ok()) return hash.status();
    if (Status s = store::UpdatePasswordHash(*conn, user->id, *hash); !s.ok()) return s;
  }
  sessions_.DestroyOthers(session.user_id, session.token);
  return Status::Ok();
}

}  // namespace chelian::auth
