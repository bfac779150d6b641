// LIKE patterns for user text: searches match the text literally (used with ESCAPE '\').
#pragma once

#include <string>
#include <string_view>

namespace chelian::store {

// "%<text>%" with %, _ and \ in `text` escaped, for `… LIKE ? ESCAPE '\'`.
std::string LikeContains(std::string_view text);

}  // namespace chelian::store
