// A start-time guard: the database, media and export folders must not lie inside the folder the
// console is served from, or a path that reaches them would hand them to anyone.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"

namespace chelian {

// InvalidArgument naming the first of `data_paths` (files or folders, existing or not) that is
// `web_root` itself or lies below it, after symlinks and relative parts are resolved.
Status CheckDataOutsideWebRoot(const std::string& web_root, const std::vector<std::string>& data_paths);

}  // namespace chelian
