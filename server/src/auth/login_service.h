// Sign-in: captcha check, account lookup, throttle, argon2id verification, session creation and
// a login-log entry for every attempt. Also password changes. Error messages are Chinese and go
// to the user as they are. An attempt is counted as failed before its password is verified (an
// atomic update), so parallel guesses cannot slip past the lock; one source address may fail only
// so often whatever accounts it tries; an unknown username is throttled and answered exactly like
// an account.
#pragma once

#include <string>

#include "auth/attempt_counters.h"
#include "auth/captcha_store.h"
#include "auth/login_throttle.h"
#include "auth/session_manager.h"
#include "core/clock.h"
#include "store/db.h"

namespace chelian::auth {

struct LoginRequest {
  std::string username, password, code, uuid;
  std::string ip, user_agent;
};

struct LoginOptions {
  bool captcha_required = true;
  ThrottlePolicy throttle;
  int address_failures = 60;  // failed attempts one source address may make per throttle window
};

class LoginService {
 public:
  LoginService(store::Database& db, SessionManager& sessions, CaptchaStore& captchas, LoginOptions options, NowFn now);

  // Returns the new session token. Errors: InvalidArgument (missing field, wrong captcha),
  // Unauthenticated (wrong username or password), ResourceExhausted (must wait), PermissionDenied
  // (locked or frozen account).
  Result<std::string> Login(const LoginRequest& req);

  // Changes the signed-in user's password and ends their other sessions.
  Status ChangePassword(const SessionInfo& session, const std::string& old_password, const std::string& new_password);

 private:
  void Log(const std::string& username, long long user_id, const LoginRequest& req, bool success,
           const std::string& reason);
  Result<std::string> LoginUnknown(const std::string& username, const LoginRequest& req, long long now);

  store::Database& db_;
  SessionManager& sessions_;
  CaptchaStore& captchas_;
  LoginOptions options_;
  NowFn now_;
  std::string dummy_hash_;  // verified against for unknown users, so timing does not reveal them
  AddressFailures addresses_;
  UnknownAccounts unknown_;
};

// Password rules for new passwords: 6–32 characters, not only spaces.
Status CheckNewPassword(const std::string& password);

}  // namespace chelian::auth
