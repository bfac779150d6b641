// JSON text for every reply the server writes. Real clients parse replies with a Python literal
// parser, so the writer never emits true/false/null and always prints doubles with a decimal point.
#pragma once

#include <boost/json/value.hpp>
#include <string>
#include <string_view>

namespace chelian {

// Serialises `v` compactly. Booleans become 0/1; null members of objects are omitted; null array
// elements become ""; doubles print in fixed notation with at least one decimal ("114.0").
std::string WriteJson(const boost::json::value& v);
// Appends what WriteJson returns to `out`.
void AppendJson(std::string& out, const boost::json::value& v);

// Appends the JSON string literal for `s` (quoted, escaped; well-formed non-ASCII UTF-8 kept as
// is, each byte that is not part of one replaced by U+FFFD, so the output is always valid JSON).
void AppendJsonString(std::string& out, std::string_view s);
// Appends `d` as WriteJson prints doubles.
void AppendJsonDouble(std::string& out, double d);

// Parses `text`; returns a null value and sets `ok` false on malformed input (never throws).
boost::json::value ParseJson(std::string_view text, bool* ok);

}  // namespace chelian
