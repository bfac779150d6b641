// Test helpers for import calls: an .xlsx of a table (written by the export module's writer) and
// the multipart/form-data body that uploads it as field "file". Header-only.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "export/xlsx_file.h"

namespace chelian::testing {

inline std::string XlsxOf(const exporter::Table& t) {
  static int n = 0;
  const auto path = std::filesystem::temp_directory_path() /
                    ("chelian_test_upload_" + std::to_string(::getpid()) + "_" + std::to_string(n++) + ".xlsx");
  if (!exporter::WriteXlsx(path.string(), t).ok()) return "";
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  std::filesystem::remove(path);
  return bytes.str();
}

inline constexpr char kUploadBoundary[] = "----chelianUploadBoundary";
inline constexpr char kUploadContentType[] = "multipart/form-data; boundary=----chelianUploadBoundary";

// The body of a multipart upload of `file` named `name`; send it with kUploadContentType.
inline std::string UploadBody(const std::string& file, const std::string& name) {
  const std::string b = kUploadBoundary;
  return "--" + b + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + name +
         "\"\r\nContent-Type: application/octet-stream\r\n\r\n" + file + "\r\n--" + b + "--\r\n";
}

}  // namespace chelian::testing
