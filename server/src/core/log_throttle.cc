// Implementation of the log throttle.
#include "core/log_throttle.h"

namespace chelian {

long long LogThrottle::Admit() {
  long long now =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
          .count();
  long long due = next_ms_.load();
  if (now < due || !next_ms_.compare_exchange_strong(due, now + every_ms_)) {
    ++held_;
    return -1;
  }
  return held_.exchange(0);
}

bool KeyedLogThrottle::ShouldLog(std::string_view key, int64_t now_ms) {
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

}  // namespace chelian
