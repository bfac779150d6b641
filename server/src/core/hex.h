// Hex text ⇄ bytes, for logs, the decode tool and test data.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/bytes.h"

namespace chelian {

// Lower-case hex of `b`, no separators.
std::string ToHex(ByteView b);

// Parses hex digits (either case); spaces, tabs, newlines, ':' and '-' between bytes are ignored,
// as is a leading "0x". Returns nullopt on any other character or an odd digit count.
std::optional<Bytes> ParseHex(std::string_view text);

}  // namespace chelian
