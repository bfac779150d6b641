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

Result<std::string> XlsxBytes(const std::function<Status(exporter::RowSink&)>& produce) {
  namespace fs = std::filesystem;
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  const fs::path path = fs::temp_directory_path() / ("chelian_sheet_" + std::to_string(rng()) + ".xlsx");
  Status written;
  {
    exporter::XlsxStream out(path.string());
    written = produce(out);
    Status closed = out.Close();
    if (written.ok()) written = closed;
  }
  std::ostringstream bytes;
  if (written.ok()) {
    std::ifstream in(path, std::ios::binary);
    bytes << in.rdbuf();
  }
  std::error_code ec;
  fs::remove(path, ec);
  if (!written.ok()) return written;
  return bytes.str();
}

net::HttpResponse SpreadsheetReply(const exporter::Table& table, const std::string& file_name) {
  auto bytes = XlsxBytes([&table](exporter::RowSink& sink) { return exporter::WriteTable(sink, table); });
  if (!bytes.ok()) return FromStatus(bytes.status());
  return SpreadsheetReply(std::move(*bytes), file_name);
}

}  // namespace chelian::api
