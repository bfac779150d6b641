// A spreadsheet sent as a download: Content-Type application/vnd.ms-excel (the console's request
// module downloads a flag-less reply only with that type, R-HTTP-6) and the file's Chinese name in
// Content-Disposition (RFC 5987).
#pragma once

#include <functional>
#include <string>

#include "export/xlsx_file.h"
#include "net/http_types.h"

namespace chelian::api {

net::HttpResponse SpreadsheetReply(std::string bytes, const std::string& file_name);

// `table` written as an .xlsx (through a temporary file) and sent as above.
net::HttpResponse SpreadsheetReply(const exporter::Table& table, const std::string& file_name);

// The bytes of the .xlsx that `produce` writes (through a temporary file), or its error.
Result<std::string> XlsxBytes(const std::function<Status(exporter::RowSink&)>& produce);

}  // namespace chelian::api
