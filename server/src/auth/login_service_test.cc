// Tests for sign-in, sessions (idle expiry, persistence across restarts) and password change
// against a real SQLite database.
#include <gtest/gtest.h>

#include "auth/login_service.h"
#include "auth/password.h"
#include "store/group_repo.h"
#include "store/session_repo.h"
#include "store/test_db.h"
#include "store/user_repo.h"

namespace chelian::auth {
namespace {

class LoginTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(InitCrypto());
    db_ = store::OpenTestDatabase("login");
    auto c = db_->Acquire();
    auto g = store::CreateGroup(*c, store::Scope::Everything(), {0, "客户"}, 1);
    auto u = store::CreateUser(*c, store::Scope::Everything(), {"alice", *HashPassword("alice-pw"), "爱丽丝", g->id, 2}, 1);
    ASSERT_TRUE(u.ok());
  }
  long long now_ = 1'700'000'000'000;
  NowFn clock_ = [this] { return now_; };
  store::TestDb db_;
};

TEST_F(LoginTest, CaptchaIsCheckedWhenRequired) {
  CaptchaStore captchas(clock_, 300000);
  SessionManager sessions(*db_, clock_, 7200000);
  LoginService login(*db_, sessions, captchas, {true, {}}, clock_);
  auto c = captchas.Issue();
  EXPECT_EQ(login.Login({"alice", "alice-pw", "", c.uuid}).status().code(), StatusCode::kInvalidArgument);
  auto bad = login.Login({"alice", "alice-pw", "XXXX", c.uuid});
  EXPECT_EQ(bad.status().message(), "验证码错误或已过期");
  auto c2 = captchas.Issue();
  auto ok = login.Login({"alice", "alice-pw", c2.code, c2.uuid});
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_EQ(ok->size(), 36u);
}

TEST_F(LoginTest, WrongPasswordIsLoggedThrottledAndLocked) {
  CaptchaStore captchas(clock_, 300000);
  SessionManager sessions(*db_, clock_, 7200000);
  LoginOptions opts{false, {}};
  LoginService login(*db_, sessions, captchas, opts, clock_);
  EXPECT_EQ(login.Login({"nobody", "x"}).status().message(), "用户名或密码错误");
  for (int i = 0; i < 3; ++i) EXPECT_EQ(login.Login({"alice", "bad"}).status().code(), StatusCode::kUnauthenticated);
  auto wait = login.Login({"alice", "alice-pw"});  // even the right password must wait now
  EXPECT_EQ(wait.status().code(), StatusCode::kResourceExhausted);
  EXPECT_NE(wait.status().message().find("秒后再试"), std::string::npos);
  for (int i = 3; i < 10; ++i) {
    now_ += 61'000;
    login.Login({"alice", "bad"});
  }
  now_ += 1000;
  auto locked = login.Login({"alice", "alice-pw"});
  EXPECT_EQ(locked.status().code(), StatusCode::kPermissionDenied);
  now_ += opts.throttle.lock_ms;
  EXPECT_TRUE(login.Login({"alice", "alice-pw"}).ok());
  auto c = db_->Acquire();
  auto log = store::ListLoginLog(*c, "alice", 100);
  ASSERT_TRUE(log.ok());
  EXPECT_EQ(log->size(), 13u);
  EXPECT_EQ(log->front().success, 1);
}

TEST_F(LoginTest, SessionsExpireWhenIdleAndSurviveARestart) {
  CaptchaStore captchas(clock_, 300000);
  std::string token;
  {
    SessionManager sessions(*db_, clock_, 7200000);
    LoginService login(*db_, sessions, captchas, {false, {}}, clock_);
    token = login.Login({"alice", "alice-pw"}).value();
    auto s = sessions.Resolve(token);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->username, "alice");
    now_ += 3600'000;
    ASSERT_TRUE(sessions.Resolve(token).ok());  // touched: idle timer restarts
  }
  SessionManager restarted(*db_, clock_, 7200000);  // a new process: nothing cached
  now_ += 7000'000;
  auto again = restarted.Resolve(token);
  ASSERT_TRUE(again.ok()) << again.status().message();
  now_ += 7200'001;
  auto expired = restarted.Resolve(token);
  EXPECT_EQ(expired.status().code(), StatusCode::kUnauthenticated);
  EXPECT_EQ(expired.status().message(), "登陆超时!");
  EXPECT_FALSE(restarted.Resolve("").ok());
  EXPECT_FALSE(restarted.Resolve("junk").ok());
}

TEST_F(LoginTest, ChangePasswordChecksTheOldOneAndEndsOtherSessions) {
  CaptchaStore captchas(clock_, 300000);
  SessionManager sessions(*db_, clock_, 7200000);
  LoginService login(*db_, sessions, captchas, {false, {}}, clock_);
  std::string t1 = login.Login({"alice", "alice-pw"}).value();
  std::string t2 = login.Login({"alice", "alice-pw"}).value();
  SessionInfo s1 = sessions.Resolve(t1).value();
  EXPECT_EQ(login.ChangePassword(s1, "wrong", "new-pass-1").message(), "原密码错误");
  EXPECT_EQ(login.ChangePassword(s1, "alice-pw", "123").message(), "密码长度需为6-32位");
  EXPECT_EQ(login.ChangePassword(s1, "alice-pw", "alice-pw").message(), "新密码不能与原密码相同");
  ASSERT_TRUE(login.ChangePassword(s1, "alice-pw", "new-pass-1").ok());
  EXPECT_TRUE(sessions.Resolve(t1).ok());
  EXPECT_FALSE(sessions.Resolve(t2).ok());
  EXPECT_FALSE(login.Login({"alice", "alice-pw"}).ok());
  EXPECT_TRUE(login.Login({"alice", "new-pass-1"}).ok());
}

TEST(PasswordRules, CountsCharactersNotBytes) {
  EXPECT_TRUE(CheckNewPassword("车联车联车联").ok());
  EXPECT_FALSE(CheckNewPassword("车联").ok());
  EXPECT_FALSE(CheckNewPassword("      ").ok());
}

}  // namespace
}  // namespace chelian::auth
