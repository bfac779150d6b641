// Implementation of the log throttle.
#include "core/log_throttle.h"

namespace chelian {

long long LogThrottle::Admit() {
  long long now = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now().time_since_epoch())
                      .count();
  long long due = next_ms_.load();
  if (now < due || !next_ms_.compare_exchange_strong(due, now + every_ms_)) {
    ++held_;
    return -1;
  }
  return held_.exchange(0);
}

}  // namespace chelian
