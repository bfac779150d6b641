// Keeps floods out of the log: LogThrottle lets one line per interval through for one kind of
// event (failed accepts, refused devices) and counts what it held back; KeyedLogThrottle does the
// same per key (a terminal, an address), bounded. Thread-safe.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace chelian {

class LogThrottle {
 public:
  explicit LogThrottle(std::chrono::milliseconds every) : every_ms_(every.count()) {}

  // Records one event. Returns how many events were held back since the last line when a line may
  // be written now (the caller writes it), or -1 when this event is only counted.
  long long Admit();

 private:
  const long long every_ms_;
  std::atomic<long long> next_ms_{0};
  std::atomic<long long> held_{0};
};

// At most one line per key per interval: what the gateway logs about one device would otherwise
// repeat with every frame or connection (the status line counts them all). Past `max_keys` the keys
// seen are forgotten.
class KeyedLogThrottle {
 public:
  KeyedLogThrottle() : KeyedLogThrottle(300'000, 10'000) {}
  KeyedLogThrottle(int64_t interval_ms, size_t max_keys) : interval_ms_(interval_ms), max_keys_(max_keys) {}

  // True when a line about `key` may be written at `now_ms` (it is then recorded as written).
  bool ShouldLog(std::string_view key, int64_t now_ms);

 private:
  const int64_t interval_ms_;
  const size_t max_keys_;
  std::mutex mu_;
  std::unordered_map<std::string, int64_t> last_;  // GUARDED_BY(mu_) key → time of its last line
};

}  // namespace chelian
