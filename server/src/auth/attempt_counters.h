// In-memory throttle state for sign-ins that the users table cannot hold (issue #19): failures per
// source address, so that one address cannot lock every account, and the failure state of
// usernames that do not exist, so that they are answered exactly as existing ones are.
// Bounded: beyond `max_keys` the oldest idle entries are forgotten. Thread-safe.
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

#include "auth/login_throttle.h"

namespace chelian::auth {

// Failed sign-ins per source address within a window.
class AddressFailures {
 public:
  AddressFailures(int limit, long long window_ms, size_t max_keys = 100'000);

  // Counts an attempt from `address` as failed in advance (an attempt that turns out not to be a
  // failed guess gives it back with Release). False, and nothing counted, when `limit` failures
  // are already counted in the window; then `retry_after_ms` says when the window ends.
  bool Reserve(const std::string& address, long long now, long long* retry_after_ms);
  void Release(const std::string& address);

 private:
  struct Entry {
    int failed = 0;
    long long window_start = 0;
  };
  const int limit_;
  const long long window_ms_;
  const size_t max_keys_;
  std::mutex mu_;
  std::unordered_map<std::string, Entry> entries_;  // GUARDED_BY(mu_)
};

// The throttle state of usernames that have no account, as the users table keeps it for accounts.
class UnknownAccounts {
 public:
  explicit UnknownAccounts(size_t max_keys = 100'000) : max_keys_(max_keys) {}

  FailureState Get(const std::string& username);
  void Put(const std::string& username, const FailureState& state, long long now, long long window_ms);

 private:
  const size_t max_keys_;
  std::mutex mu_;
  std::unordered_map<std::string, FailureState> entries_;  // GUARDED_BY(mu_)
};

}  // namespace chelian::auth
