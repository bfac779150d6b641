// Plain HTTP request/response values passed between the Beast server and the rest of the code,
// so nothing outside net/ needs Beast headers.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace chelian::net {

struct HttpRequest {
  std::string method;  // upper case: "GET", "POST", …
  std::string target;  // as received, e.g. "/a/b.json?x=1"
  std::string path;    // target without the query, percent-decoded
  std::string query;   // raw query string without '?'
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::string remote_ip;  // the client (behind a trusted proxy: from X-Forwarded-For)

  // Value of the first header named `name` (any letter case); empty when absent.
  std::string_view Header(std::string_view name) const;
  bool HasHeader(std::string_view name) const;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json;charset=UTF-8";
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  // Set by the server for replies that may be gzipped when the client asks (JSON, JS, CSS, HTML).
  bool compressible = true;
  // A large reply a client may ask for again unchanged (a day's track): a 200 to a GET carries the
  // entity tag of its body, and a request that holds that tag gets 304 without it (AnswerFromTag).
  bool validated = false;
  // The tag of a validated reply that a route can tell without building the body (a track's stored
  // facts, D174); empty: the digest of the body.
  std::string entity_tag;
  // Instead of `body`: the file at this path, streamed from disk to the socket a piece at a time
  // (large downloads never sit whole in memory). A file that cannot be opened answers 404.
  std::string body_file;

  void SetHeader(std::string name, std::string value);
};

}  // namespace chelian::net
