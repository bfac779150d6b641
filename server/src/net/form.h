// Request parameter parsing: query strings, form-urlencoded bodies, multipart/form-data bodies
// (also on GET, as real clients send them) and cookies. Plain C++, no Beast.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/status.h"

namespace chelian::net {

using Fields = std::vector<std::pair<std::string, std::string>>;

struct UploadedFile {
  std::string field;
  std::string filename;
  std::string content_type;
  std::string data;
};

struct MultipartForm {
  Fields fields;
  std::vector<UploadedFile> files;
};

// "a=1&b=%E8%BD%A6" → {{"a","1"},{"b","车"}}; '+' is a space.
Fields ParseUrlEncoded(std::string_view s);

// The boundary parameter of a multipart Content-Type; empty when absent.
std::string MultipartBoundary(std::string_view content_type);

// Parses a multipart/form-data body. Malformed bodies are InvalidArgument.
Result<MultipartForm> ParseMultipart(std::string_view body, std::string_view boundary);

// "a=1; satoken=x" → value of `name`, empty when absent.
std::string CookieValue(std::string_view cookie_header, std::string_view name);

}  // namespace chelian::net
