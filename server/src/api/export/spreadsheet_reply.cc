// Building a spreadsheet download reply.
#include "api/export/spreadsheet_reply.h"

#include <cctype>

namespace chelian::api {

net::HttpResponse SpreadsheetReply(std::string bytes, const std::string& file_name) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string encoded;
  for (unsigned char c : file_name) {
    if (std::isalnum(c) || c == '.' || c == '-' || c == '_') {
      encoded += static_cast<char>(c);
    } else {
      encoded += '%';
      encoded += kHex[c >> 4];
      encoded += kHex[c & 15];
    }
  }
  net::HttpResponse res;
  res.content_type = "application/vnd.ms-excel";
  res.body = std::move(bytes);
  res.compressible = false;
  res.SetHeader("Content-Disposition", "attachment; filename=\"export.xlsx\"; filename*=UTF-8''" + encoded);
  res.SetHeader("Cache-Control", "no-store");
  return res;
}

}  // namespace chelian::api
