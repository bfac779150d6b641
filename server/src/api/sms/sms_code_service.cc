// Implementation of the SMS code service.
#include "api/sms/sms_code_service.h"

#include <sodium.h>

#include "api/center/center_common.h"
#include "auth/password.h"
#include "store/security_repo.h"

namespace chelian::api {

SmsCodeService::SmsCodeService(store::Database& db, SmsSender& sender, SmsCodeOptions options, NowFn now)
    : db_(db), sender_(sender), options_(std::move(options)), now_(std::move(now)) {}

std::string SmsCodeService::Hash(const std::string& phone, const std::string& purpose, const std::string& code) const {
  std::string input = phone + "|" + purpose + "|" + code;
  unsigned char out[32];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(input.data()), input.size(), nullptr, 0);
  char hex[65];
  sodium_bin2hex(hex, sizeof hex, out, sizeof out);
  return hex;
}

namespace {

std::string PurposeText(const std::string& purpose) {
  if (purpose == "login") return "登录";
  return purpose == "bind" ? "绑定手机号" : "身份验证";
}

}  // namespace

Status SmsCodeService::SendCode(const std::string& phone, const std::string& purpose, long long user_id,
                                long long group_id) {
  if (!IsMobilePhone(phone)) return InvalidArgument("请输入正确的11位手机号");
  std::lock_guard lock(mu_);
  long long now = now_();
  auto conn = db_.Acquire();
  auto latest = store::LatestSmsCode(*conn, phone, purpose);
  if (!latest.ok()) return latest.status();
  if (*latest && now - (*latest)->created_at < options_.resend_ms) {
    long long wait = ((*latest)->created_at + options_.resend_ms - now + 999) / 1000;
    return ResourceExhausted("验证码发送过于频繁，请" + std::to_string(wait) + "秒后再试");
  }
  auto today = store::CountSmsCodesSince(*conn, phone, now - 24LL * 3600 * 1000);
  if (!today.ok()) return today.status();
  if (*today >= options_.daily_limit) return ResourceExhausted("该手机号今日获取验证码次数已达上限，请明天再试");

  std::string code;
  for (int i = 0; i < 6; ++i) code += static_cast<char>('0' + auth::RandomBelow(10));
  long long minutes = options_.code_ttl_ms / 60'000;
  SmsText text{phone,
               options_.sign + "您的" + PurposeText(purpose) + "验证码为 " + code + "，" + std::to_string(minutes) +
                   "分钟内有效。如非本人操作，请忽略本短信。",
               purpose};
  Status sent = sender_.Send(text);
  store::SmsOutboxRow row;
  row.phone = phone;
  row.content = text.content;
  row.purpose = purpose;
  row.provider = sender_.name();
  row.status = sent.ok() ? 1 : 2;
  row.error = sent.ok() ? "" : sent.message();
  row.user_id = user_id;
  row.group_id = group_id;
  row.created_at = now;
  if (Status s = store::InsertSmsOutbox(*conn, row); !s.ok()) return s;
  if (!sent.ok()) return Unavailable("短信发送失败，请稍后再试");
  store::SmsCodeRow code_row;
  code_row.phone = phone;
  code_row.purpose = purpose;
  code_row.code_hash = Hash(phone, purpose, code);
  code_row.user_id = user_id;
  code_row.expires_at = now + options_.code_ttl_ms;
  code_row.created_at = now;
  return store::InsertSmsCode(*conn, code_row);
}

Status SmsCodeService::Verify(const std::string& phone, const std::string& purpose, const std::string& code) {
  if (code.empty()) return InvalidArgument("请输入短信验证码");
  std::lock_guard lock(mu_);
  long long now = now_();
  auto conn = db_.Acquire();
  auto latest = store::LatestSmsCode(*conn, phone, purpose);
  if (!latest.ok()) return latest.status();
  if (!*latest) return InvalidArgument("请先获取短信验证码");
  const auto& row = **latest;
  if (row.used_at) return InvalidArgument("验证码已使用，请重新获取");
  if (row.expires_at < now) return InvalidArgument("验证码已过期，请重新获取");
  if (row.attempts >= options_.max_attempts) return InvalidArgument("验证码错误次数过多，请重新获取");
  if (Hash(phone, purpose, code) != row.code_hash) {
    (void)store::CountSmsAttempt(*conn, row.id);
    return InvalidArgument("短信验证码错误");
  }
  return store::MarkSmsCodeUsed(*conn, row.id, now);
}

}  // namespace chelian::api
