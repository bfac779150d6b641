// A file a handler serves from this node's folder (an export, a photo or recording) that another
// node of a cluster may have made: copied from that node first when it is not here (docs/cluster.md
// § Files).
#pragma once

#include <string>
#include <string_view>

#include "api/services.h"

namespace chelian::api {

// Ok when `local` exists here, after copying `relative` (under the folder of `kind`: "exports",
// "media") from `node` if it was missing. NotFound when neither has it; Unavailable when `node`
// does not answer.
Status EnsureLocalFile(const ApiServices& s, const std::string& node, std::string_view kind,
                       const std::string& relative, const std::string& local);

}  // namespace chelian::api
