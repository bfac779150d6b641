// The watch's field readers (fields.h).
#include "protocol/watch/fields.h"

#include <charconv>
#include <cmath>

#include "core/strings.h"

namespace chelian::watch {

std::optional<double> Number(std::string_view s) {
  s = Trim(s);
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<long long> Integer(std::string_view s) {
  long long v = 0;
  if (!ParseInt64(Trim(s), &v)) return std::nullopt;
  return v;
}

}  // namespace chelian::watch
