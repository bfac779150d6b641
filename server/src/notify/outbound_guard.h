// Where an outbound HTTP call made on someone's behalf may connect (webhooks, the assistant's
// language model): only public addresses unless the operator allows private ones. The URL's host
// is checked when configured; every address curl is about to connect to is checked after
// resolving, so neither a name pointing inside nor DNS rebinding reaches this machine's networks.
#pragma once

#include <curl/curl.h>

#include <string>

namespace chelian::notify {

// What IsAllowedHost thinks of a URL.
enum class UrlVerdict { kAllowed, kRefused, kMalformed };

// kRefused when the host of `url` is localhost or a non-public IP literal (and `allow_private` is
// off); kMalformed when libcurl cannot parse it or it has no host.
UrlVerdict CheckOutboundUrl(const std::string& url, bool allow_private);

// The connection check of one transfer, filled in while it runs.
struct OutboundGuard {
  bool allow_private = false;
  std::string refused;  // the addresses refused: "127.0.0.1（本机回环地址）、::1（…）"
  int opened = 0;       // sockets allowed
};

// Makes `curl` ask `guard` before each connection, follow no redirect and use no proxy from the
// environment. `guard` must outlive the transfer.
void GuardConnections(CURL* curl, OutboundGuard* guard);

}  // namespace chelian::notify
