// LIKE patterns: user text matched literally, and the one clause that selects group subtrees by
// their materialised paths (every pattern used with ESCAPE '\').
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "store/db.h"

namespace chelian::store {

// "%<text>%" with %, _ and \ in `text` escaped, for `… LIKE ? ESCAPE '\'`.
std::string LikeContains(std::string_view text);

// "<prefix>%" with %, _ and \ in `prefix` escaped, for `… LIKE ? ESCAPE '\'`.
std::string LikePrefix(std::string_view prefix);

// "(<column> LIKE ? ESCAPE '\' OR …)": rows whose group path lies in the subtree of any of `paths`
// (materialised paths such as "/1/5/"); appends one pattern per path to `params`. It narrows a
// query and authorises nothing: REQUIRES `paths` not empty and each inside the caller's scope.
std::string SubtreeClause(std::string_view column, const std::vector<std::string>& paths, Params& params);

}  // namespace chelian::store
