// Reading one text field of a 3G* watch message (decimal numbers as the devices write them, spaces
// around them allowed); nullopt when the field is empty or not a number.
#pragma once

#include <optional>
#include <string_view>

namespace chelian::watch {

std::optional<double> Number(std::string_view s);
std::optional<long long> Integer(std::string_view s);

}  // namespace chelian::watch
