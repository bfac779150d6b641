// Entity tags of reply bodies (libsodium's BLAKE2b), the If-None-Match comparison, and the 304.
#include "net/entity_tag.h"

#include <sodium.h>

#include "core/strings.h"

namespace chelian::net {

std::string EntityTag(std::string_view body) {
  static const bool ready = sodium_init() >= 0;  // idempotent; picks the fast implementation
  (void)ready;
  unsigned char digest[16];
  crypto_generichash(digest, sizeof digest, reinterpret_cast<const unsigned char*>(body.data()), body.size(), nullptr,
                     0);
  char hex[sizeof digest * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, digest, sizeof digest);
  return "W/\"" + std::string(hex) + "\"";
}

bool IfNoneMatchHolds(std::string_view if_none_match, std::string_view tag) {
  // The weak comparison of RFC 9110 §8.8.3.2: "W/" on either side is ignored.
  auto opaque = [](std::string_view t) { return t.substr(0, 2) == "W/" ? t.substr(2) : t; };
  std::string_view own = opaque(tag);
  for (auto part : Split(if_none_match, ',')) {
    part = Trim(part);
    if (part == "*") return true;
    if (!part.empty() && opaque(part) == own) return true;
  }
  return false;
}

bool RequestHoldsTag(const HttpRequest& req, std::string_view tag) {
  return (req.method == "GET" || req.method == "HEAD") && IfNoneMatchHolds(req.Header("If-None-Match"), tag);
}

HttpResponse NotModified(std::string tag) {
  HttpResponse res;
  res.status = 304;
  res.validated = true;
  res.entity_tag = std::move(tag);
  return res;
}

void AnswerFromTag(const HttpRequest& req, HttpResponse& res) {
  if (!res.validated || (req.method != "GET" && req.method != "HEAD")) return;
  if (res.status != 200 && res.status != 304) return;  // a validated 304 is a route's NotModified
  std::string tag = res.entity_tag.empty() ? EntityTag(res.body) : std::move(res.entity_tag);
  res.entity_tag.clear();
  res.SetHeader("Cache-Control", "private, no-cache");  // kept by the browser, asked again each time
  res.SetHeader("Vary", "Accept-Encoding");
  if (RequestHoldsTag(req, tag)) {
    res.status = 304;
    res.body.clear();
  }
  res.SetHeader("ETag", std::move(tag));
}

}  // namespace chelian::net
