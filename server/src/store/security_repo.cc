// Account-security repository.
#include "store/security_repo.h"

#include <algorithm>

namespace chelian::store {

Status InsertSmsCode(Connection& conn, const SmsCodeRow& r) {
  return conn.Exec(
      "INSERT INTO sms_codes (phone, purpose, code_hash, user_id, attempts, expires_at, used_at, created_at) "
      "VALUES (?, ?, ?, ?, 0, ?, 0, ?)",
      {r.phone, r.purpose, r.code_hash, r.user_id ? Value(r.user_id) : Value(), r.expires_at, r.created_at});
}

Result<std::optional<SmsCodeRow>> LatestSmsCode(Connection& conn, const std::string& phone,
                                                const std::string& purpose) {
  auto rows = conn.Query(
      "SELECT id, phone, purpose, code_hash, user_id, attempts, expires_at, used_at, created_at FROM sms_codes "
      "WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1",
      {phone, purpose});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<SmsCodeRow>();
  const Row& r = rows->front();
  SmsCodeRow out{r.Int(0), r.Text(1), r.Text(2), r.Text(3), r.Int(4), static_cast<int>(r.Int(5)),
                 r.Int(6), r.Int(7),  r.Int(8)};
  return std::optional<SmsCodeRow>(out);
}

Status CountSmsAttempt(Connection& conn, long long id) {
  return conn.Exec("UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?", {id});
}

Status MarkSmsCodeUsed(Connection& conn, long long id, long long now_ms) {
  return conn.Exec("UPDATE sms_codes SET used_at = ? WHERE id = ?", {now_ms, id});
}

Result<long long> CountSmsCodesSince(Connection& conn, const std::string& phone, long long since_ms) {
  auto rows = conn.Query("SELECT COUNT(*) FROM sms_codes WHERE phone = ? AND created_at >= ?", {phone, since_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status InsertSmsOutbox(Connection& conn, const SmsOutboxRow& r) {
  return conn.Exec(
      "INSERT INTO sms_outbox (phone, content, purpose, provider, status, error, user_id, group_id, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {r.phone, r.content, r.purpose, r.provider, r.status, r.error, r.user_id ? Value(r.user_id) : Value(),
       r.group_id ? Value(r.group_id) : Value(), r.created_at});
}

Result<std::optional<std::string>> LatestSmsText(Connection& conn, const std::string& phone) {
  auto rows = conn.Query("SELECT content FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1", {phone});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<std::string>();
  return std::optional<std::string>(rows->front().Text(0));
}

Result<std::pair<std::vector<SmsOutboxRow>, long long>> ListSmsOutbox(Connection& conn, const Scope& scope,
                                                                      const std::string& phone, int page_number,
                                                                      int page_size) {
  std::string where =
      "FROM sms_outbox o JOIN groups g ON g.id = o.group_id LEFT JOIN users u ON u.id = o.user_id "
      "WHERE g.path LIKE ? ";
  Params params = {scope.LikePattern()};
  if (!phone.empty()) {
    where += "AND o.phone = ? ";
    params.push_back(phone);
  }
  auto count = conn.Query("SELECT COUNT(*) " + where, params);
  if (!count.ok()) return count.status();
  int size = std::clamp(page_size, 1, 200);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(page_number, 1) - 1) * size);
  auto rows = conn.Query(
      "SELECT o.id, o.phone, o.content, o.purpose, o.provider, o.status, o.error, o.user_id, o.group_id, "
      "o.created_at, u.username " +
          where + "ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?",
      params);
  if (!rows.ok()) return rows.status();
  std::vector<SmsOutboxRow> out;
  for (const auto& r : *rows) {
    SmsOutboxRow o;
    o.id = r.Int(0);
    o.phone = r.Text(1);
    o.content = r.Text(2);
    o.purpose = r.Text(3);
    o.provider = r.Text(4);
    o.status = static_cast<int>(r.Int(5));
    o.error = r.Text(6);
    o.user_id = r.Int(7);
    o.group_id = r.Int(8);
    o.created_at = r.Int(9);
    o.username = r.Text(10);
    out.push_back(std::move(o));
  }
  return std::make_pair(std::move(out), count->at(0).Int(0));
}

Result<AccountSecurity> GetAccountSecurity(Connection& conn, const Scope& scope, long long user_id) {
  auto rows = conn.Query(
      "SELECT u.id, u.username, u.name, u.phone, u.phone_verified, u.status, u.password_changed_at, u.created_at, "
      "u.locked_until FROM users u JOIN groups g ON g.id = u.group_id WHERE u.id = ? AND g.path LIKE ?",
      {user_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("用户不存在");
  const Row& r = rows->front();
  AccountSecurity a;
  a.user_id = r.Int(0);
  a.username = r.Text(1);
  a.name = r.Text(2);
  a.phone = r.Text(3);
  a.phone_verified = static_cast<int>(r.Int(4));
  a.status = static_cast<int>(r.Int(5));
  a.password_changed_at = r.Int(6);
  a.created_at = r.Int(7);
  a.locked_until = r.Int(8);
  return a;
}

Status SetVerifiedPhone(Connection& conn, long long user_id, const std::string& phone) {
  return conn.Exec("UPDATE users SET phone = ?, phone_verified = 1 WHERE id = ?", {phone, user_id});
}

Status ClearPhone(Connection& conn, long long user_id) {
  return conn.Exec("UPDATE users SET phone = '', phone_verified = 0 WHERE id = ?", {user_id});
}

Status TouchPasswordChanged(Connection& conn, long long user_id, long long now_ms) {
  return conn.Exec("UPDATE users SET password_changed_at = ? WHERE id = ?", {now_ms, user_id});
}

Result<std::vector<PhoneAccount>> FindAccountsByVerifiedPhone(Connection& conn, const std::string& phone) {
  auto rows = conn.Query(
      "SELECT u.id, u.username, u.name, g.name, u.status, u.group_id FROM users u JOIN groups g ON g.id = u.group_id "
      "WHERE u.phone = ? AND u.phone_verified = 1 ORDER BY u.id",
      {phone});
  if (!rows.ok()) return rows.status();
  std::vector<PhoneAccount> out;
  for (const auto& r : *rows)
    out.push_back(PhoneAccount{r.Int(0), r.Text(1), r.Text(2), r.Text(3), static_cast<int>(r.Int(4)), r.Int(5)});
  return out;
}

Result<std::vector<WxBinding>> ListWxBindings(Connection& conn, const Scope& scope, long long user_id) {
  auto rows = conn.Query(
      "SELECT w.id, w.user_id, w.open_id, w.nickname, w.avatar, w.bound_at FROM wx_bindings w "
      "JOIN users u ON u.id = w.user_id JOIN groups g ON g.id = u.group_id "
      "WHERE w.user_id = ? AND g.path LIKE ? ORDER BY w.bound_at DESC, w.id DESC",
      {user_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<WxBinding> out;
  for (const auto& r : *rows) out.push_back(WxBinding{r.Int(0), r.Int(1), r.Text(2), r.Text(3), r.Text(4), r.Int(5)});
  return out;
}

Status InsertWxBinding(Connection& conn, const WxBinding& b) {
  auto r = conn.Query("INSERT INTO wx_bindings (user_id, open_id, nickname, avatar, bound_at) VALUES (?, ?, ?, ?, ?)",
                      {b.user_id, b.open_id, b.nickname, b.avatar, b.bound_at});
  if (!r.ok() && r.status().code() == StatusCode::kAlreadyExists) return AlreadyExists("该微信已绑定此账号");
  return r.ok() ? Status::Ok() : r.status();
}

Status DeleteWxBinding(Connection& conn, long long user_id, long long id) {
  if (Status s = conn.Exec("DELETE FROM wx_bindings WHERE id = ? AND user_id = ?", {id, user_id}); !s.ok()) return s;
  return conn.Changes() ? Status::Ok() : NotFound("绑定关系不存在");
}

Status InsertWxBindTicket(Connection& conn, const std::string& ticket, long long user_id, long long expires_at) {
  return conn.Exec("INSERT INTO wx_bind_tickets (ticket, user_id, expires_at) VALUES (?, ?, ?)",
                   {ticket, user_id, expires_at});
}

Result<long long> ConsumeWxBindTicket(Connection& conn, const std::string& ticket, long long now_ms) {
  auto rows = conn.Query("SELECT user_id, expires_at FROM wx_bind_tickets WHERE ticket = ?", {ticket});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("二维码无效，请刷新后重新扫码");
  if (Status s = conn.Exec("DELETE FROM wx_bind_tickets WHERE ticket = ? OR expires_at < ?", {ticket, now_ms}); !s.ok())
    return s;
  if (rows->at(0).Int(1) < now_ms) return FailedPrecondition("二维码已过期，请刷新后重新扫码");
  return rows->at(0).Int(0);
}

Result<PrivacySettings> GetPrivacy(Connection& conn, long long user_id) {
  auto rows = conn.Query(
      "SELECT mask_phone, login_alert, remote_assist, share_location, updated_at FROM user_privacy WHERE user_id = ?",
      {user_id});
  if (!rows.ok()) return rows.status();
  PrivacySettings p;
  if (rows->empty()) return p;
  const Row& r = rows->front();
  p.mask_phone = static_cast<int>(r.Int(0));
  p.login_alert = static_cast<int>(r.Int(1));
  p.remote_assist = static_cast<int>(r.Int(2));
  p.share_location = static_cast<int>(r.Int(3));
  p.updated_at = r.Int(4);
  return p;
}

Status SavePrivacy(Connection& conn, long long user_id, const PrivacySettings& p) {
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM user_privacy WHERE user_id = ?", {user_id}); !s.ok()) return s;
    return conn.Exec(
        "INSERT INTO user_privacy (user_id, mask_phone, login_alert, remote_assist, share_location, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        {user_id, p.mask_phone, p.login_alert, p.remote_assist, p.share_location, p.updated_at});
  });
}

}  // namespace chelian::store
