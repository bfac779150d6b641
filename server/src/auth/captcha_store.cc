// Implementation of the one-use, time-limited captcha store.
#include "auth/captcha_store.h"

#include <cstring>

#include "auth/captcha_image.h"
#include "auth/password.h"
#include "core/strings.h"

namespace chelian::auth {

CaptchaStore::CaptchaStore(NowFn now, long long ttl_ms, size_t max_entries)
    : now_(std::move(now)), ttl_ms_(ttl_ms), max_entries_(max_entries) {}

IssuedCaptcha CaptchaStore::Issue() {
  IssuedCaptcha c;
  c.uuid = RandomUuid();
  size_t n = std::strlen(kCaptchaAlphabet);
  for (int i = 0; i < 4; ++i) c.code += kCaptchaAlphabet[RandomBelow(static_cast<unsigned>(n))];
  c.png = RenderCaptchaPng(c.code, RandomBelow(0xffffffffu));
  long long now = now_();
  std::lock_guard lock(mu_);
  Evict(now);
  entries_[c.uuid] = {c.code, now + ttl_ms_};
  order_.push_back(c.uuid);
  return c;
}

bool CaptchaStore::Verify(const std::string& uuid, const std::string& code) {
  long long now = now_();
  std::lock_guard lock(mu_);
  auto it = entries_.find(uuid);
  if (it == entries_.end()) return false;
  bool ok = it->second.expires_at > now && EqualsIgnoreCase(Trim(code), it->second.code);
  entries_.erase(it);
  return ok;
}

std::optional<std::string> CaptchaStore::Peek(const std::string& uuid) {
  std::lock_guard lock(mu_);
  auto it = entries_.find(uuid);
  if (it == entries_.end()) return std::nullopt;
  return it->second.code;
}

void CaptchaStore::Evict(long long now) {
  while (!order_.empty()) {
    auto it = entries_.find(order_.front());
    bool gone = it == entries_.end();
    bool expired = !gone && it->second.expires_at <= now;
    if (!gone && !expired && entries_.size() < max_entries_) break;
    if (!gone) entries_.erase(it);
    order_.pop_front();
  }
}

}  // namespace chelian::auth
