// The parts of one HTTP/1.x message as the OsmAnd framer cut it: start line, headers and body,
// read in place (views into the frame); and the answers the gateway sends to phones.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/bytes.h"

namespace chelian::osmand {

struct HttpMessage {
  bool response = false;                                               // "HTTP/1.1 200 OK" rather than "GET / HTTP/1.1"
  std::string_view method;                                             // requests: "GET", "POST" …
  std::string_view target;                                             // requests: "/?id=…"
  std::string_view version;                                            // "HTTP/1.1"
  int status = 0;                                                      // responses
  std::vector<std::pair<std::string_view, std::string_view>> headers;  // as sent, values trimmed
  size_t head_bytes = 0;                                               // start line, headers and the blank line
  std::string_view body;                                               // what follows the head in the frame

  // The first header called `name` (case-insensitive), or nullopt.
  std::optional<std::string_view> Header(std::string_view name) const;
  // Content-Length: 0 when absent; nullopt when malformed.
  std::optional<size_t> ContentLength() const;
  bool Chunked() const;
  // The client asked to close after the answer (HTTP/1.0 without keep-alive, or Connection: close).
  bool WantsClose() const;
};

// Reads the head of `frame` (up to its first empty line, CRLF or LF line ends); nullopt when there
// is no complete head or its start line is not HTTP/1.x.
std::optional<HttpMessage> ReadHttpMessage(std::string_view frame);

// "HTTP/1.1 200 OK" with no body; `close` adds Connection: close.
Bytes OkAnswer(bool close);
// "HTTP/1.1 400 Bad Request" with `reason` (UTF-8 text) as the body.
Bytes BadRequestAnswer(std::string_view reason, bool close);

}  // namespace chelian::osmand
