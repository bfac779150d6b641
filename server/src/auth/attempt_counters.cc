// Implementation of the in-memory sign-in counters.
#include "auth/attempt_counters.h"

namespace chelian::auth {

AddressFailures::AddressFailures(int limit, long long window_ms, size_t max_keys)
    : limit_(limit), window_ms_(window_ms), max_keys_(max_keys) {}

bool AddressFailures::Reserve(const std::string& address, long long now, long long* retry_after_ms) {
  std::lock_guard lock(mu_);
  auto it = entries_.find(address);
  if (it == entries_.end()) {
    if (entries_.size() >= max_keys_) {
      std::erase_if(entries_, [&](const auto& kv) { return now - kv.second.window_start > window_ms_; });
      if (entries_.size() >= max_keys_) entries_.clear();  // a flood of addresses: start over
    }
    it = entries_.emplace(address, Entry{0, now}).first;
  }
  Entry& e = it->second;
  if (now - e.window_start > window_ms_) e = Entry{0, now};
  if (e.failed >= limit_) {
    *retry_after_ms = e.window_start + window_ms_ - now;
    return false;
  }
  ++e.failed;
  return true;
}

void AddressFailures::Release(const std::string& address) {
  std::lock_guard lock(mu_);
  auto it = entries_.find(address);
  if (it != entries_.end() && it->second.failed > 0) --it->second.failed;
}

FailureState UnknownAccounts::Get(const std::string& username) {
  std::lock_guard lock(mu_);
  auto it = entries_.find(username);
  return it == entries_.end() ? FailureState{} : it->second;
}

void UnknownAccounts::Put(const std::string& username, const FailureState& state, long long now, long long window_ms) {
  std::lock_guard lock(mu_);
  if (entries_.size() >= max_keys_ && !entries_.count(username)) {
    std::erase_if(entries_, [&](const auto& kv) {
      return kv.second.locked_until <= now && now - kv.second.last_failure_at > window_ms;
    });
    if (entries_.size() >= max_keys_) entries_.clear();
  }
  entries_[username] = state;
}

}  // namespace chelian::auth
