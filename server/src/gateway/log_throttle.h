// At most one log line per key (a terminal, an address) per interval: what the gateway logs about
// a device would otherwise repeat with every frame or connection (the status line counts them
// all). Bounded: past `max_keys` the keys seen are forgotten. Thread-safe.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace chelian::gateway {

class LogThrottle {
 public:
  explicit LogThrottle(int64_t interval_ms = 300'000, size_t max_keys = 10'000)
      : interval_ms_(interval_ms), max_keys_(max_keys) {}

  // True when a line about `key` may be written at `now_ms` (it is then recorded as written).
  bool ShouldLog(std::string_view key, int64_t now_ms);

 private:
  const int64_t interval_ms_;
  const size_t max_keys_;
  std::mutex mu_;
  std::unordered_map<std::string, int64_t> last_;  // GUARDED_BY(mu_) key → time of its last line
};

}  // namespace chelian::gateway
