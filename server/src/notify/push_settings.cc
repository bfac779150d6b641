// Implementation of the alarm push settings.
#include "notify/push_settings.h"

#include "core/strings.h"

namespace chelian::notify {

std::map<std::string, PushChannels> ResolvePushChannels(const std::vector<PushConfigRow>& rows) {
  std::map<std::string, PushChannels> out;
  for (const auto& r : rows) out[r.code] = r.channels;  // later (nearer) rows win
  return out;
}

PushChannels ChannelsFor(const std::map<std::string, PushChannels>& resolved, const std::string& code) {
  auto it = resolved.find(code);
  return it == resolved.end() ? PushChannels{} : it->second;
}

Result<std::vector<PushConfigRow>> LoadPushConfigRows(store::Connection& conn, const std::string& path) {
  auto rows = conn.Query(
      "SELECT c.group_id, c.code, c.popup, c.voice, c.email, c.sms, c.webhook FROM alarm_push_config c "
      "JOIN groups g ON g.id = c.group_id WHERE ? LIKE g.path || '%' ORDER BY length(g.path), c.code",
      {path});
  if (!rows.ok()) return rows.status();
  std::vector<PushConfigRow> out;
  for (const auto& r : *rows)
    out.push_back({r.Int(0), r.Text(1), {r.Int(2) != 0, r.Int(3) != 0, r.Int(4) != 0, r.Int(5) != 0, r.Int(6) != 0}});
  return out;
}

Status SavePushConfigRows(store::Connection& conn, long long group_id, const std::vector<PushConfigRow>& rows,
                          long long user_id, long long now_ms) {
  return store::InTransaction(conn, [&]() -> Status {
    for (const auto& r : rows) {
      const PushChannels& c = r.channels;
      Status s = conn.Exec(
          "INSERT INTO alarm_push_config (group_id, code, popup, voice, email, sms, webhook, updated_by, updated_at) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, code) DO UPDATE SET popup = excluded.popup, "
          "voice = excluded.voice, email = excluded.email, sms = excluded.sms, webhook = excluded.webhook, "
          "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
          {group_id, r.code, c.popup ? 1 : 0, c.voice ? 1 : 0, c.email ? 1 : 0, c.sms ? 1 : 0, c.webhook ? 1 : 0, user_id,
           now_ms});
      if (!s.ok()) return s;
    }
    return Status::Ok();
  });
}

namespace {

PushTargets FromRow(const store::Row& r) {
  return {r.Int(0), SplitList(r.Text(1)), SplitList(r.Text(2)), r.Text(3), r.Text(4)};
}

}  // namespace

Result<PushTargets> LoadPushTargets(store::Connection& conn, const std::string& path) {
  auto rows = conn.Query(
      "SELECT t.group_id, t.emails, t.phones, t.webhook_url, t.webhook_secret FROM alarm_push_targets t "
      "JOIN groups g ON g.id = t.group_id WHERE ? LIKE g.path || '%' ORDER BY length(g.path) DESC LIMIT 1",
      {path});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return PushTargets{};
  return FromRow(rows->front());
}

Result<PushTargets> LoadOwnPushTargets(store::Connection& conn, long long group_id) {
  auto rows = conn.Query(
      "SELECT group_id, emails, phones, webhook_url, webhook_secret FROM alarm_push_targets WHERE group_id = ?", {group_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return PushTargets{};
  return FromRow(rows->front());
}

Status SavePushTargets(store::Connection& conn, const PushTargets& t, long long user_id, long long now_ms) {
  return conn.Exec(
      "INSERT INTO alarm_push_targets (group_id, emails, phones, webhook_url, webhook_secret, updated_by, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id) DO UPDATE SET emails = excluded.emails, "
      "phones = excluded.phones, webhook_url = excluded.webhook_url, webhook_secret = excluded.webhook_secret, "
      "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
      {t.group_id, JoinList(t.emails), JoinList(t.phones), t.webhook_url, t.webhook_secret, user_id, now_ms});
}

Status ValidatePushTargets(PushTargets& t) {
  if (t.emails.size() > 20) return InvalidArgument("邮箱最多20个");
  if (t.phones.size() > 20) return InvalidArgument("手机号最多20个");
  for (const auto& e : t.emails) {
    size_t at = e.find('@');
    if (at == std::string::npos || at == 0 || e.find('.', at) == std::string::npos || e.back() == '.' ||
        e.find_first_of(" <>\r\n,;") != std::string::npos || e.size() > 100)
      return InvalidArgument("邮箱格式不正确: " + e);
  }
  for (const auto& p : t.phones) {
    if (p.size() != 11 || p[0] != '1' || p.find_first_not_of("0123456789") != std::string::npos)
      return InvalidArgument("手机号格式不正确: " + p);
  }
  t.webhook_url = std::string(Trim(t.webhook_url));
  if (!t.webhook_url.empty() && !StartsWith(t.webhook_url, "http://") && !StartsWith(t.webhook_url, "https://"))
    return InvalidArgument("Webhook 地址应以 http:// 或 https:// 开头");
  if (t.webhook_url.size() > 500) return InvalidArgument("Webhook 地址过长");
  if (t.webhook_secret.size() > 128) return InvalidArgument("签名密钥过长");
  return Status::Ok();
}

std::vector<std::string> SplitList(const std::string& text) {
  std::vector<std::string> out;
  std::string item;
  for (char c : text + ",") {
    if (c == ',' || c == ';' || c == '\n' || c == '\r' || c == ' ') {
      if (!item.empty()) out.push_back(item);
      item.clear();
      continue;
    }
    item += c;
  }
  return out;
}

std::string JoinList(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ",") + i;
  return out;
}

}  // namespace chelian::notify
