// Keeps a flood of one kind of event (failed accepts, refused devices) to one log line per
// interval, with the count of what was held back. Thread-safe.
#pragma once

#include <atomic>
#include <chrono>

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

}  // namespace chelian
