// Implementation of the alarm push settings.
#include "notify/push_settings.h"

#include "core/strings.h"

namespace chelian::notify {

std::map<std::string, store::PushChannels> ResolvePushChannels(const std::vector<store::PushConfigRow>& rows) {
  std::map<std::string, store::PushChannels> out;
  for (const auto& r : rows) out[r.code] = r.channels;  // later (nearer) rows win
  return out;
}

store::PushChannels ChannelsFor(const std::map<std::string, store::PushChannels>& resolved, const std::string& code) {
  auto it = resolved.find(code);
  return it == resolved.end() ? store::PushChannels{} : it->second;
}

Status ValidatePushTargets(store::PushTargets& t) {
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

}  // namespace chelian::notify
