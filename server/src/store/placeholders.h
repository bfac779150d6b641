// The parameter list of an `IN (…)` clause: "?, ?, …" for `n` values bound in order, and the most
// values one statement takes (lists longer than that go in chunks, within the engines' limits).
#pragma once

#include <cstddef>
#include <string>

namespace chelian::store {

inline constexpr size_t kMaxListParams = 500;

inline std::string Placeholders(size_t n) {
  std::string out;
  for (size_t i = 0; i < n; ++i) out += i ? ", ?" : "?";
  return out;
}

}  // namespace chelian::store
