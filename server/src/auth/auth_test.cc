// Tests for passwords, tokens, the captcha store and image, and the login throttle.
#include <gtest/gtest.h>

#include "auth/captcha_image.h"
#include "auth/captcha_store.h"
#include "auth/login_throttle.h"
#include "auth/password.h"

namespace chelian::auth {
namespace {

TEST(Password, HashesWithArgon2idAndVerifies) {
  ASSERT_TRUE(InitCrypto());
  auto h = HashPassword("s3cret!");
  ASSERT_TRUE(h.ok());
  EXPECT_EQ(h->rfind("$argon2id$", 0), 0u);
  EXPECT_TRUE(VerifyPassword("s3cret!", *h));
  EXPECT_FALSE(VerifyPassword("s3cret", *h));
  EXPECT_FALSE(VerifyPassword("x", ""));
  EXPECT_NE(*HashPassword("s3cret!"), *h);  // salted
}

TEST(Password, UuidLooksLikeTheProductsTokens) {
  std::string u = RandomUuid();
  ASSERT_EQ(u.size(), 36u);
  EXPECT_EQ(u[8], '-');
  EXPECT_EQ(u[14], '4');
  EXPECT_NE(RandomUuid(), u);
}

TEST(CaptchaStore, OneUseCaseInsensitiveAndExpiring) {
  long long now = 1000;
  CaptchaStore store([&] { return now; }, 300000, 3);
  IssuedCaptcha c = store.Issue();
  EXPECT_EQ(c.code.size(), 4u);
  std::string lower = c.code;
  for (char& ch : lower) ch = static_cast<char>(std::tolower(ch));
  EXPECT_TRUE(store.Verify(c.uuid, lower));
  EXPECT_FALSE(store.Verify(c.uuid, c.code));  // used up

  IssuedCaptcha wrong = store.Issue();
  EXPECT_FALSE(store.Verify(wrong.uuid, "????"));
  EXPECT_FALSE(store.Verify(wrong.uuid, wrong.code));  // a failed check consumes it too

  IssuedCaptcha old = store.Issue();
  now += 300001;
  EXPECT_FALSE(store.Verify(old.uuid, old.code));
  EXPECT_FALSE(store.Verify("no-such-uuid", "ABCD"));
}

TEST(CaptchaStore, BoundedEvictsOldest) {
  long long now = 0;
  CaptchaStore store([&] { return now; }, 300000, 2);
  auto a = store.Issue(), b = store.Issue(), c = store.Issue();
  EXPECT_FALSE(store.Peek(a.uuid).has_value());
  EXPECT_TRUE(store.Peek(b.uuid).has_value());
  EXPECT_TRUE(store.Peek(c.uuid).has_value());
}

TEST(CaptchaImage, IsAPngWithTheRequestedSize) {
  std::string png = RenderCaptchaPng("AB34", 7);
  ASSERT_GT(png.size(), 100u);
  EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
  auto u32 = [&](size_t off) {
    return (static_cast<unsigned char>(png[off]) << 24) | (static_cast<unsigned char>(png[off + 1]) << 16) |
           (static_cast<unsigned char>(png[off + 2]) << 8) | static_cast<unsigned char>(png[off + 3]);
  };
  EXPECT_EQ(u32(16), 120u);
  EXPECT_EQ(u32(20), 40u);
  EXPECT_NE(RenderCaptchaPng("AB34", 8), png);  // randomised per seed
}

TEST(CaptchaImage, EveryAlphabetCharacterHasAGlyph) {
  for (const char* p = kCaptchaAlphabet; *p; ++p) {
    std::string blank = RenderCaptchaPng(" ", 1), drawn = RenderCaptchaPng(std::string(1, *p), 1);
    EXPECT_NE(blank, drawn) << *p;
  }
}

TEST(Base64, KnownVectors) {
  EXPECT_EQ(Base64(""), "");
  EXPECT_EQ(Base64("f"), "Zg==");
  EXPECT_EQ(Base64("fo"), "Zm8=");
  EXPECT_EQ(Base64("foobar"), "Zm9vYmFy");
}

TEST(Throttle, SlowsDownThenLocks) {
  ThrottlePolicy p;  // slowdown after 3, lock after 10, 15 min
  FailureState s;
  long long t = 1'000'000;
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(CheckAttempt(p, s, t).allowed);
    s = AfterFailure(p, s, t);
  }
  auto d = CheckAttempt(p, s, t + 10);
  EXPECT_FALSE(d.allowed);
  EXPECT_FALSE(d.locked);
  EXPECT_EQ(d.retry_after_ms, 990);
  EXPECT_TRUE(CheckAttempt(p, s, t + 1000).allowed);
  for (int i = 3; i < 10; ++i) {
    t += 61'000;
    s = AfterFailure(p, s, t);
    if (i < 9) {
      EXPECT_FALSE(s.locked_until) << i;
    }
  }
  // 7 failures of 61 s spacing took longer than the 15-minute window? 7 × 61 s = 427 s: still inside.
  auto locked = CheckAttempt(p, s, t + 1);
  EXPECT_TRUE(locked.locked);
  EXPECT_TRUE(CheckAttempt(p, s, t + p.lock_ms + 1).allowed);
}

TEST(Throttle, WindowResets) {
  ThrottlePolicy p;
  FailureState s;
  for (int i = 0; i < 5; ++i) s = AfterFailure(p, s, 1000 + i);
  EXPECT_FALSE(CheckAttempt(p, s, 1010).allowed);
  long long later = 1000 + p.window_ms + 1;
  EXPECT_TRUE(CheckAttempt(p, s, later).allowed);
  s = AfterFailure(p, s, later);
  EXPECT_EQ(s.failed, 1);
}

}  // namespace
}  // namespace chelian::auth
