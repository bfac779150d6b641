// Implementation of the log throttle.
#include "gateway/log_throttle.h"

namespace chelian::gateway {

bool LogThrottle::ShouldLog(std::string_view key, int64_t now_ms) {
  std::lock_guard lock(mu_);
  auto it = last_.find(std::string(key));
  if (it != last_.end()) {
    if (now_ms - it->second < interval_ms_) return false;
    it->second = now_ms;
    return true;
  }
  if (last_.size() >= max_keys_) last_.clear();
  last_.emplace(std::string(key), now_ms);
  return true;
}

}  // namespace chelian::gateway
