// Where a request comes from: the one check behind the session cookie's cross-site rule and the
// live WebSocket's origin rule, and the client address behind trusted proxies (issue #19).
#pragma once

#include <string>
#include <vector>

#include "net/http_types.h"

namespace chelian::net {

// True unless a browser says `req` comes from another site. An Origin header decides when present:
// it must name the host the request was sent to (Host, or X-Forwarded-Host behind a proxy) or be
// one of `allowed_origins` (scheme://host[:port]). Without Origin, Sec-Fetch-Site must be
// same-origin or none (typed into the address bar). A request with neither header is no
// browser's cross-site request (scripts, devices, old browsers' navigations) and passes.
bool FromThisSite(const HttpRequest& req, const std::vector<std::string>& allowed_origins);

// The client's address: `peer` itself unless it is one of `trusted_proxies`; then the nearest
// address in `forwarded_for` (X-Forwarded-For, "client, proxy1, proxy2") that is not a trusted
// proxy. A stranger cannot choose the address a limit counts by.
std::string ClientAddress(const std::string& peer, std::string_view forwarded_for,
                          const std::vector<std::string>& trusted_proxies);

}  // namespace chelian::net
