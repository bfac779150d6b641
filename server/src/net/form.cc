// Implementation of query, form, multipart and cookie parsing.
#include "net/form.h"

#include "core/strings.h"

namespace chelian::net {

Fields ParseUrlEncoded(std::string_view s) {
  Fields out;
  if (s.empty()) return out;
  for (auto part : Split(s, '&')) {
    if (part.empty()) continue;
    size_t eq = part.find('=');
    if (eq == std::string_view::npos) {
      out.emplace_back(PercentDecode(part, true), "");
    } else {
      out.emplace_back(PercentDecode(part.substr(0, eq), true), PercentDecode(part.substr(eq + 1), true));
    }
  }
  return out;
}

std::string MultipartBoundary(std::string_view content_type) {
  std::string lower = ToLower(content_type);
  size_t pos = lower.find("boundary=");
  if (pos == std::string::npos) return "";
  std::string_view b = content_type.substr(pos + 9);
  if (size_t semi = b.find(';'); semi != std::string_view::npos) b = b.substr(0, semi);
  b = Trim(b);
  if (b.size() >= 2 && b.front() == '"' && b.back() == '"') b = b.substr(1, b.size() - 2);
  return std::string(b);
}

namespace {

// Extracts param="value" (or param=value) from a Content-Disposition header value.
std::string DispositionParam(std::string_view header, std::string_view param) {
  std::string lower = ToLower(header);
  std::string key = std::string(param) + "=";
  size_t pos = 0;
  while ((pos = lower.find(key, pos)) != std::string::npos) {
    // Make sure we matched a whole parameter name (e.g. "name=" not inside "filename=").
    if (pos > 0 && lower[pos - 1] != ' ' && lower[pos - 1] != ';') {
      pos += key.size();
      continue;
    }
    std::string_view rest = header.substr(pos + key.size());
    if (!rest.empty() && rest.front() == '"') {
      size_t end = rest.find('"', 1);
      return std::string(rest.substr(1, end == std::string_view::npos ? std::string_view::npos : end - 1));
    }
    size_t end = rest.find(';');
    return std::string(Trim(rest.substr(0, end)));
  }
  return "";
}

}  // namespace

Result<MultipartForm> ParseMultipart(std::string_view body, std::string_view boundary) {
  if (boundary.empty()) return InvalidArgument("multipart 缺少 boundary");
  std::string delim = "--" + std::string(boundary);
  MultipartForm form;
  size_t pos = body.find(delim);
  if (pos == std::string_view::npos) return InvalidArgument("multipart 格式错误");
  pos += delim.size();
  while (true) {
    if (body.substr(pos, 2) == "--") return form;  // closing delimiter
    if (body.substr(pos, 2) != "\r\n") return InvalidArgument("multipart 格式错误");
    pos += 2;
    size_t header_end = body.find("\r\n\r\n", pos);
    if (header_end == std::string_view::npos) return InvalidArgument("multipart 格式错误");
    std::string_view headers = body.substr(pos, header_end - pos);
    size_t data_start = header_end + 4;
    size_t next = body.find("\r\n" + delim, data_start);
    if (next == std::string_view::npos) return InvalidArgument("multipart 格式错误");
    std::string_view data = body.substr(data_start, next - data_start);

    std::string name, filename, content_type;
    bool has_filename = false;
    for (auto line : Split(headers, '\n')) {
      line = Trim(line);
      size_t colon = line.find(':');
      if (colon == std::string_view::npos) continue;
      std::string_view hname = Trim(line.substr(0, colon));
      std::string_view hvalue = Trim(line.substr(colon + 1));
      if (EqualsIgnoreCase(hname, "Content-Disposition")) {
        name = DispositionParam(hvalue, "name");
        has_filename = ToLower(hvalue).find("filename=") != std::string::npos;
        filename = DispositionParam(hvalue, "filename");
      } else if (EqualsIgnoreCase(hname, "Content-Type")) {
        content_type = std::string(hvalue);
      }
    }
    if (has_filename) {
      form.files.push_back({name, filename, content_type, std::string(data)});
    } else {
      form.fields.emplace_back(name, std::string(data));
    }
    pos = next + 2 + delim.size();
  }
}

std::string CookieValue(std::string_view cookie_header, std::string_view name) {
  for (auto part : Split(cookie_header, ';')) {
    part = Trim(part);
    size_t eq = part.find('=');
    if (eq == std::string_view::npos) continue;
    if (Trim(part.substr(0, eq)) == name) return std::string(Trim(part.substr(eq + 1)));
  }
  return "";
}

}  // namespace chelian::net
