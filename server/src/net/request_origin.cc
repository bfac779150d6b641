// Implementation of the request-origin check.
#include "net/request_origin.h"

#include <algorithm>

#include "core/strings.h"

namespace chelian::net {

bool FromThisSite(const HttpRequest& req, const std::vector<std::string>& allowed_origins) {
  std::string_view origin = Trim(req.Header("Origin"));
  if (!origin.empty()) {
    if (std::find(allowed_origins.begin(), allowed_origins.end(), origin) != allowed_origins.end()) return true;
    size_t scheme = origin.find("://");
    if (scheme == std::string_view::npos) return false;  // "null": sandboxed frames, file pages
    std::string host = ToLower(origin.substr(scheme + 3));
    std::string_view forwarded = req.Header("X-Forwarded-Host");
    return host == ToLower(Trim(req.Header("Host"))) || (!forwarded.empty() && host == ToLower(Trim(forwarded)));
  }
  std::string_view fetch_site = Trim(req.Header("Sec-Fetch-Site"));
  if (fetch_site.empty()) return true;
  return EqualsIgnoreCase(fetch_site, "same-origin") || EqualsIgnoreCase(fetch_site, "none");
}

std::string ClientAddress(const std::string& peer, std::string_view forwarded_for,
                          const std::vector<std::string>& trusted_proxies) {
  auto trusted = [&](std::string_view a) {
    return std::find(trusted_proxies.begin(), trusted_proxies.end(), a) != trusted_proxies.end();
  };
  if (!trusted(peer)) return peer;
  std::vector<std::string_view> hops = Split(forwarded_for, ',');
  for (auto it = hops.rbegin(); it != hops.rend(); ++it) {
    std::string_view hop = Trim(*it);
    if (!hop.empty() && !trusted(hop)) return std::string(hop);
  }
  return peer;
}

}  // namespace chelian::net
