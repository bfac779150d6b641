// Reading an HTTP/1.x head in place, and the OsmAnd gateway's two answers.
#include "protocol/osmand/http_message.h"

#include "core/strings.h"

namespace chelian::osmand {
namespace {

bool IsToken(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < 'A' || c > 'Z') return false;
  return true;
}

bool IsVersion(std::string_view s) { return s == "HTTP/1.1" || s == "HTTP/1.0"; }

// The next line of `text` from `at` (without its CR/LF); moves `at` past it. nullopt: no line end.
std::optional<std::string_view> NextLine(std::string_view text, size_t& at) {
  size_t end = text.find('\n', at);
  if (end == std::string_view::npos) return std::nullopt;
  std::string_view line = text.substr(at, end - at);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  at = end + 1;
  return line;
}

Bytes Answer(std::string_view status_line, std::string_view body, bool close) {
  std::string text(status_line);
  text += "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
  if (!body.empty()) text += "Content-Type: text/plain; charset=utf-8\r\n";
  if (close) text += "Connection: close\r\n";
  text += "\r\n";
  text += body;
  return Bytes(text.begin(), text.end());
}

}  // namespace

std::optional<std::string_view> HttpMessage::Header(std::string_view name) const {
  for (const auto& [key, value] : headers)
    if (EqualsIgnoreCase(key, name)) return value;
  return std::nullopt;
}

std::optional<size_t> HttpMessage::ContentLength() const {
  auto v = Header("Content-Length");
  if (!v) return 0;
  if (v->empty() || v->size() > 9) return std::nullopt;
  size_t n = 0;
  for (char c : *v) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<size_t>(c - '0');
  }
  return n;
}

bool HttpMessage::Chunked() const {
  auto v = Header("Transfer-Encoding");
  return v && ToLower(*v).find("chunked") != std::string::npos;
}

bool HttpMessage::WantsClose() const {
  std::string connection = ToLower(Header("Connection").value_or(""));
  if (connection.find("close") != std::string::npos) return true;
  return version == "HTTP/1.0" && connection.find("keep-alive") == std::string::npos;
}

std::optional<HttpMessage> ReadHttpMessage(std::string_view frame) {
  size_t at = 0;
  auto start = NextLine(frame, at);
  if (!start) return std::nullopt;
  std::vector<std::string_view> parts;
  for (std::string_view p : Split(*start, ' '))
    if (!p.empty()) parts.push_back(p);
  HttpMessage m;
  if (parts.size() >= 2 && IsVersion(parts[0])) {
    m.response = true;
    m.version = parts[0];
    if (parts[1].size() != 3) return std::nullopt;
    for (char c : parts[1]) {
      if (c < '0' || c > '9') return std::nullopt;
      m.status = m.status * 10 + (c - '0');
    }
  } else if (parts.size() == 3 && IsToken(parts[0]) && IsVersion(parts[2])) {
    m.method = parts[0];
    m.target = parts[1];
    m.version = parts[2];
  } else {
    return std::nullopt;
  }
  while (true) {
    auto line = NextLine(frame, at);
    if (!line) return std::nullopt;  // no blank line: the head is incomplete
    if (line->empty()) break;
    size_t colon = line->find(':');
    if (colon == std::string_view::npos || colon == 0) return std::nullopt;
    m.headers.emplace_back(line->substr(0, colon), Trim(line->substr(colon + 1)));
  }
  m.head_bytes = at;
  m.body = frame.substr(at);
  return m;
}

Bytes OkAnswer(bool close) { return Answer("HTTP/1.1 200 OK", "", close); }

Bytes BadRequestAnswer(std::string_view reason, bool close) {
  return Answer("HTTP/1.1 400 Bad Request", reason, close);
}

}  // namespace chelian::osmand
