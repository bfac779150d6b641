// A tiny blocking HTTP/1.1 client over POSIX sockets for loopback tests (no Beast in tests).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace chelian::testing {

struct HttpReply {
  int status = 0;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::string Header(const std::string& name) const;
};

// Sends one request on a new connection (Connection: close) and reads the whole reply.
// Returns status 0 when the connection fails.
HttpReply HttpCall(int port, const std::string& method, const std::string& target,
                   const std::vector<std::pair<std::string, std::string>>& headers = {}, const std::string& body = "");

// Signs in on POST /oauth/v4/token with a form (the server's captcha off) and returns the session
// id ("" when refused).
std::string SignIn(int port, const std::string& user, const std::string& password);

// Percent-encodes a query or form value ("2025-01-01 08:00:00" → "2025-01-01%2008%3A00%3A00",
// plates in UTF-8).
std::string UrlEncode(const std::string& text);

// Sends raw bytes and returns everything the server writes until it closes (or 2 s pass).
std::string RawExchange(int port, const std::string& bytes);

}  // namespace chelian::testing
