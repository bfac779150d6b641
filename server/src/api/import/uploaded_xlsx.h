// The file a multipart upload carries (field "file", else the first file): the .xlsx of every import
// call, the voice file of 发送语音 (api/voice).
#pragma once

#include <string>

#include "api/api_call.h"
#include "core/status.h"
#include "net/form.h"

namespace chelian::api {

// The file's bytes. Errors: InvalidArgument with the Chinese reason (no multipart body, no file,
// empty file, a name not ending in .xlsx).
Result<std::string> UploadedXlsx(const ApiCall& call);

// The file with its name. Errors: InvalidArgument with the Chinese reason (no multipart body, no
// file, empty file).
Result<net::UploadedFile> UploadedFileOf(const ApiCall& call);

}  // namespace chelian::api
