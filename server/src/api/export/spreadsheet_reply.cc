// Building a spreadsheet download reply.
#include "api/export/spreadsheet_reply.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "api/envelope.h"

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

net::HttpResponse SpreadsheetReply(const exporter::Table& table, const std::string& file_name) {
  namespace fs = std::filesystem;
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  const fs::path path = fs::temp_directory_path() / ("chelian_sheet_" + std::to_string(rng()) + ".xlsx");
  if (Status st = exporter::WriteXlsx(path.string(), table); !st.ok()) return FromStatus(st);
  std::ostringstream bytes;
  {
    std::ifstream in(path, std::ios::binary);
    bytes << in.rdbuf();
  }
  std::error_code ec;
  fs::remove(path, ec);
  return SpreadsheetReply(bytes.str(), file_name);
}

}  // namespace chelian::api
