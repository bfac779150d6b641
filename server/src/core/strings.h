// Small string helpers shared by the HTTP layer, config and CLI: case-insensitive compare,
// trimming, splitting, lists of addresses and percent-decoding.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chelian {

bool EqualsIgnoreCase(std::string_view a, std::string_view b);
std::string ToLower(std::string_view s);
std::string_view Trim(std::string_view s);
std::vector<std::string_view> Split(std::string_view s, char sep);
// The items of a list typed by people or stored joined: separated by commas, semicolons, spaces or
// line breaks, empty ones dropped ("a, b,,c" → {"a", "b", "c"}).
std::vector<std::string> SplitList(std::string_view text);
// {"a", "b"} → "a,b" (what SplitList reads back).
std::string JoinList(const std::vector<std::string>& items);
bool StartsWith(std::string_view s, std::string_view prefix);
bool EndsWith(std::string_view s, std::string_view suffix);

// Decodes %XX escapes; with `plus_is_space` also '+' → ' ' (form encoding). Invalid escapes are
// kept literally.
std::string PercentDecode(std::string_view s, bool plus_is_space);

// Parses a decimal integer (optional leading '-'); false on anything else or overflow.
bool ParseInt64(std::string_view s, long long* out);

// A number field of a device's text message, spaces around it allowed: a finite decimal
// ("36.5", "-84.14") or an integer; nullopt when empty or not a number.
std::optional<double> NumberField(std::string_view s);
std::optional<long long> IntegerField(std::string_view s);

}  // namespace chelian
