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

// The answer to an attempt the throttle does not allow now.
Status Refusal(const ThrottleDecision& d) {
  if (d.locked) return PermissionDenied("账号已锁定，请" + WaitText(d.retry_after_ms) + "后再试");
  return ResourceExhausted("登录失败次数过多，请" + WaitText(d.retry_after_ms) + "后再试");
}

// The answer to a wrong password (or an unknown name) that left the throttle in `after`.
Status WrongPassword(const FailureState& after, long long now) {
  if (after.locked_until > now)
    return PermissionDenied("密码错误次数过多，账号已锁定" + WaitText(after.locked_until - now));
  return Unauthenticated("用户名或密码错误");
}

store::LoginFailures Stored(const FailureState& s) {
  return {s.failed, s.first_failure_at, s.last_failure_at, s.locked_until};
}

FailureState StateOf(const store::User& u) {
  return {u.failed_logins, u.first_failure_at, u.last_failure_at, u.locked_until};
}

constexpr int kMaxCountingTries = 16;  // compare-and-set rounds lost to parallel attempts

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
    : db_(db),
      sessions_(sessions),
      captchas_(captchas),
      options_(options),
      now_(std::move(now)),
      addresses_(options.address_failures, options.throttle.window_ms) {
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
  long long address_wait = 0;
  if (!addresses_.Reserve(req.ip, now, &address_wait)) {
    Log(username, 0, req, false, "来源地址尝试过多");
    return ResourceExhausted("登录失败次数过多，请" + WaitText(address_wait) + "后再试");
  }
  Result<store::User> user = [&] {
    auto conn = db_.Acquire();
    return store::FindUserByUsername(*conn, username);
  }();
  if (!user.ok()) return LoginUnknown(username, req, now);
  // Count the attempt as failed before the password is verified: each parallel guess must win the
  // compare-and-set, so none slips past the pause or the lock.
  FailureState after;
  for (int round = 0;; ++round) {
    FailureState state = StateOf(*user);
    ThrottleDecision decision = CheckAttempt(options_.throttle, state, now);
    if (!decision.allowed) {
      addresses_.Release(req.ip);  // refused before any password was tried
      Log(username, user->id, req, false, decision.locked ? "账号锁定" : "尝试过快");
      return Refusal(decision);
    }
    after = AfterFailure(options_.throttle, state, now);
    auto conn = db_.Acquire();
    auto swapped = store::ReplaceLoginFailures(*conn, user->id, Stored(state), Stored(after));
    if (!swapped.ok()) return swapped.status();
    if (*swapped) break;
    if (round + 1 >= kMaxCountingTries) return Unavailable("login throttle contended");
    user = store::FindUserByUsername(*conn, username);
    if (!user.ok()) return user.status();
  }
  if (!VerifyPassword(req.password, user->password_hash)) {
    Log(username, user->id, req, false, "密码错误");
    return WrongPassword(after, now);
  }
  addresses_.Release(req.ip);
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

Result<std::string> LoginService::LoginUnknown(const std::string& username, const LoginRequest& req, long long now) {
  FailureState state = unknown_.Get(username);
  ThrottleDecision decision = CheckAttempt(options_.throttle, state, now);
  if (!decision.allowed) {
    addresses_.Release(req.ip);
    Log(username, 0, req, false, "尝试过快");
    return Refusal(decision);
  }
  VerifyPassword(req.password, dummy_hash_);  // the same work as for an account
  FailureState after = AfterFailure(options_.throttle, state, now);
  unknown_.Put(username, after, now, options_.throttle.window_ms);
  Log(username, 0, req, false, "用户不存在");
  return WrongPassword(after, now);
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
