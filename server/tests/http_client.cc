// Implementation of the loopback test HTTP client.
#include "http_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cctype>
#include <cstring>

#include "core/json.h"
#include "core/strings.h"

namespace chelian::testing {

std::string HttpReply::Header(const std::string& name) const {
  for (const auto& [k, v] : headers)
    if (EqualsIgnoreCase(k, name)) return v;
  return "";
}

std::string RawExchange(int port, const std::string& bytes) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  timeval tv{2, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return "";
  }
  size_t sent = 0;
  while (sent < bytes.size()) {
    ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<size_t>(n);
  }
  std::string out;
  char buf[16384];
  while (true) {
    ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  ::close(fd);
  return out;
}

HttpReply HttpCall(int port, const std::string& method, const std::string& target,
                   const std::vector<std::pair<std::string, std::string>>& headers, const std::string& body) {
  std::string req =
      method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) + "\r\nConnection: close\r\n";
  for (const auto& [k, v] : headers) req += k + ": " + v + "\r\n";
  if (!body.empty() || method == "POST") req += "Content-Length: " + std::to_string(body.size()) + "\r\n";
  req += "\r\n" + body;
  std::string raw = RawExchange(port, req);
  HttpReply reply;
  size_t head_end = raw.find("\r\n\r\n");
  if (head_end == std::string::npos) return reply;
  auto lines = Split(std::string_view(raw).substr(0, head_end), '\n');
  if (lines.empty()) return reply;
  auto status_parts = Split(Trim(lines[0]), ' ');
  long long status = 0;
  if (status_parts.size() >= 2) ParseInt64(status_parts[1], &status);
  reply.status = static_cast<int>(status);
  for (size_t i = 1; i < lines.size(); ++i) {
    auto line = Trim(lines[i]);
    size_t colon = line.find(':');
    if (colon != std::string_view::npos)
      reply.headers.emplace_back(std::string(Trim(line.substr(0, colon))), std::string(Trim(line.substr(colon + 1))));
  }
  reply.body = raw.substr(head_end + 4);
  return reply;
}

std::string SignIn(int port, const std::string& user, const std::string& password) {
  HttpReply r = HttpCall(port, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                         "username=" + user + "&password=" + password);
  bool ok = false;
  boost::json::value v = ParseJson(r.body, &ok);
  if (!ok || !v.is_object()) return "";
  const auto* obj = v.as_object().if_contains("obj");
  const auto* sid = obj && obj->is_object() ? obj->as_object().if_contains("sessionId") : nullptr;
  return sid && sid->is_string() ? std::string(sid->as_string()) : "";
}

std::string UrlEncode(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace chelian::testing
