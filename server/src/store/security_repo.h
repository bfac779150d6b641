// Account-security data of the system center: SMS codes and the SMS outbox, the bound phone,
// WeChat bindings and their one-time bind tickets, privacy settings and the password's age.
// Per-user reads take the reader's scope: the account must lie in the reader's group subtree.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct SmsCodeRow {
  long long id = 0;
  std::string phone, purpose, code_hash;
  long long user_id = 0;
  int attempts = 0;
  long long expires_at = 0, used_at = 0, created_at = 0;
};

Status InsertSmsCode(Connection& conn, const SmsCodeRow& row);
// The newest code for (phone, purpose), or nullopt.
Result<std::optional<SmsCodeRow>> LatestSmsCode(Connection& conn, const std::string& phone, const std::string& purpose);
Status CountSmsAttempt(Connection& conn, long long id);
Status MarkSmsCodeUsed(Connection& conn, long long id, long long now_ms);
// Codes sent to `phone` since `since_ms` (any purpose).
Result<long long> CountSmsCodesSince(Connection& conn, const std::string& phone, long long since_ms);

struct SmsOutboxRow {
  long long id = 0;
  std::string phone, content, purpose, provider;
  int status = 1;  // 1 sent, 2 failed
  std::string error;
  long long user_id = 0, group_id = 0, created_at = 0;
  std::string username;  // filled by reads
};

Status InsertSmsOutbox(Connection& conn, const SmsOutboxRow& row);
// The newest text sent to `phone` (any account: the test hook /test/smsOutbox reads what a phone
// would show), or nullopt.
Result<std::optional<std::string>> LatestSmsText(Connection& conn, const std::string& phone);
// Outbox rows of accounts inside `scope`, newest first; `phone` filters when not empty.
Result<std::pair<std::vector<SmsOutboxRow>, long long>> ListSmsOutbox(Connection& conn, const Scope& scope,
                                                                      const std::string& phone, int page_number,
                                                                      int page_size);

struct AccountSecurity {
  long long user_id = 0;
  std::string username, name, phone;
  int phone_verified = 0;
  int status = 1;
  long long password_changed_at = 0, created_at = 0, locked_until = 0;
};

// NotFound when the user is outside `scope`.
Result<AccountSecurity> GetAccountSecurity(Connection& conn, const Scope& scope, long long user_id);
Status SetVerifiedPhone(Connection& conn, long long user_id, const std::string& phone);
Status ClearPhone(Connection& conn, long long user_id);
Status TouchPasswordChanged(Connection& conn, long long user_id, long long now_ms);

struct PhoneAccount {
  long long user_id = 0;
  std::string username, name, group_name;
  int status = 1;
  long long group_id = 0;
};
// Accounts whose verified phone is `phone` (SMS sign-in).
Result<std::vector<PhoneAccount>> FindAccountsByVerifiedPhone(Connection& conn, const std::string& phone);

struct WxBinding {
  long long id = 0, user_id = 0;
  std::string open_id, nickname, avatar;
  long long bound_at = 0;
};

// `user_id`'s bindings; NotFound when the user is outside `scope`.
Result<std::vector<WxBinding>> ListWxBindings(Connection& conn, const Scope& scope, long long user_id);
Status InsertWxBinding(Connection& conn, const WxBinding& b);
// Removes binding `id` of `user_id`; NotFound when there is none.
Status DeleteWxBinding(Connection& conn, long long user_id, long long id);
Status InsertWxBindTicket(Connection& conn, const std::string& ticket, long long user_id, long long expires_at);
// Consumes a ticket: returns its user when it exists and has not expired (it is deleted either way).
Result<long long> ConsumeWxBindTicket(Connection& conn, const std::string& ticket, long long now_ms);

struct PrivacySettings {
  int mask_phone = 1;
  int login_alert = 1;
  int remote_assist = 0;
  int share_location = 1;
  long long updated_at = 0;
};

// The user's settings, or the defaults when never saved.
Result<PrivacySettings> GetPrivacy(Connection& conn, long long user_id);
Status SavePrivacy(Connection& conn, long long user_id, const PrivacySettings& p);

}  // namespace chelian::store
