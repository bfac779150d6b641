// Small string helpers shared by the HTTP layer, config and CLI: case-insensitive compare,
// trimming, splitting and percent-decoding.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace chelian {

bool EqualsIgnoreCase(std::string_view a, std::string_view b);
std::string ToLower(std::string_view s);
std::string_view Trim(std::string_view s);
std::vector<std::string_view> Split(std::string_view s, char sep);
bool StartsWith(std::string_view s, std::string_view prefix);
bool EndsWith(std::string_view s, std::string_view suffix);

// Decodes %XX escapes; with `plus_is_space` also '+' → ' ' (form encoding). Invalid escapes are
// kept literally.
std::string PercentDecode(std::string_view s, bool plus_is_space);

// Parses a decimal integer (optional leading '-'); false on anything else or overflow.
bool ParseInt64(std::string_view s, long long* out);

}  // namespace chelian
