// The JSON member readers.
#include "core/json_member.h"

#include <cmath>
#include <cstdlib>
#include <limits>

#include "core/json.h"
#include "core/strings.h"

namespace chelian {

std::optional<long long> JsonInt(const boost::json::object& o, std::string_view key) {
  const boost::json::value* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64()) {
    if (v->get_uint64() > static_cast<uint64_t>(std::numeric_limits<long long>::max())) return std::nullopt;
    return static_cast<long long>(v->get_uint64());
  }
  if (v->is_double()) {
    double d = std::trunc(v->get_double());
    if (!std::isfinite(d) || std::fabs(d) >= 9.2e18) return std::nullopt;
    return static_cast<long long>(d);
  }
  long long n = 0;
  if (v->is_string() && ParseInt64(v->get_string(), &n)) return n;
  return std::nullopt;
}

std::optional<double> JsonDouble(const boost::json::object& o, std::string_view key) {
  const boost::json::value* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_number()) return v->to_number<double>();
  if (v->is_string()) {
    std::string s(v->get_string());
    char* end = nullptr;
    double d = std::strtod(s.c_str(), &end);
    if (!s.empty() && end && *end == '\0' && std::isfinite(d)) return d;
  }
  return std::nullopt;
}

std::optional<std::string> JsonString(const boost::json::object& o, std::string_view key) {
  const boost::json::value* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->get_string());
}

std::optional<std::string> JsonText(const boost::json::object& o, std::string_view key) {
  const boost::json::value* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_string()) return std::string(v->get_string());
  if (v->is_number()) return WriteJson(*v);
  return std::nullopt;
}

}  // namespace chelian
