// Time source seam: code that needs "now" takes a NowFn so tests can drive time.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace chelian {

using NowFn = std::function<long long()>;  // epoch milliseconds, UTC

inline long long SystemNowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// "yyyy-MM-dd HH:mm:ss" of `epoch_ms` shifted by `utc_offset_minutes` (the product's display format).
std::string FormatLocalTime(long long epoch_ms, int utc_offset_minutes);

}  // namespace chelian

namespace chelian {

// Parses "yyyy-MM-dd HH:mm:ss" (also "yyyy-MM-dd" = midnight, and 'T' as separator) read at
// `utc_offset_minutes`; nullopt when malformed.
std::optional<long long> ParseLocalTime(std::string_view text, int utc_offset_minutes);

}  // namespace chelian
