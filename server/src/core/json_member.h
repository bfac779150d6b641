// Reading members of parsed JSON objects (request bodies, saved state): the one set of readers.
// Each answers nullopt when the member is absent or of a kind it does not read, so every caller
// states its own fallback (`JsonInt(o, "id").value_or(0)`).
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace chelian {

// An integer: a JSON integer (within long long), a double (truncated toward zero), or a string
// holding a decimal integer — clients send ids both ways (1024 or "1024").
std::optional<long long> JsonInt(const boost::json::object& o, std::string_view key);

// A number: any JSON number, or a string that is exactly one finite decimal number ("22.5").
std::optional<double> JsonDouble(const boost::json::object& o, std::string_view key);

// A string member (numbers do not count).
std::optional<std::string> JsonString(const boost::json::object& o, std::string_view key);

// Text: a string as it is, a number as WriteJson prints it (1024, "1.5").
std::optional<std::string> JsonText(const boost::json::object& o, std::string_view key);

}  // namespace chelian
