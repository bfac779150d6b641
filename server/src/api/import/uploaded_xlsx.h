// The .xlsx a multipart upload carries (field "file", else the first file), for every import call.
#pragma once

#include <string>

#include "api/api_call.h"
#include "core/status.h"

namespace chelian::api {

// The file's bytes. Errors: InvalidArgument with the Chinese reason (no multipart body, no file,
// empty file, a name not ending in .xlsx).
Result<std::string> UploadedXlsx(const ApiCall& call);

}  // namespace chelian::api
