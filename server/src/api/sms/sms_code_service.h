// One-time SMS codes: six digits, valid code_ttl_ms, one send per phone per resend_ms, at most
// daily_limit sends per phone per 24 h, five wrong tries per code. Codes are stored hashed; the
// text (with the code) goes through the SmsSender and into the outbox. Thread-safe.
#pragma once

#include <mutex>
#include <string>

#include "api/sms/sms_sender.h"
#include "core/clock.h"
#include "core/status.h"
#include "store/db.h"

namespace chelian::api {

struct SmsCodeOptions {
  long long code_ttl_ms = 5 * 60'000;
  long long resend_ms = 60'000;
  int daily_limit = 10;
  int max_attempts = 5;
  std::string sign = "【车联】";
};

class SmsCodeService {
 public:
  SmsCodeService(store::Database& db, SmsSender& sender, SmsCodeOptions options, NowFn now);

  // Sends a new code for `purpose` to `phone`, recorded against `user_id`/`group_id` (0 when
  // unknown). Errors: InvalidArgument (not a mobile number), ResourceExhausted (too soon or too
  // many today; the message says how long to wait), Unavailable (provider failed).
  Status SendCode(const std::string& phone, const std::string& purpose, long long user_id, long long group_id);

  // Checks `code` against the newest code for (phone, purpose) and uses it up on success.
  // Errors: InvalidArgument (wrong, expired, used, or too many tries — all in Chinese).
  Status Verify(const std::string& phone, const std::string& purpose, const std::string& code);

  long long resend_ms() const { return options_.resend_ms; }

 private:
  std::string Hash(const std::string& phone, const std::string& purpose, const std::string& code) const;

  store::Database& db_;
  SmsSender& sender_;
  SmsCodeOptions options_;
  NowFn now_;
  std::mutex mu_;  // serialises send/verify of codes so limits hold under concurrent calls
};

}  // namespace chelian::api
