// The outbound address checks: the URL's host with libcurl's own parser (read as curl will read it),
// and each socket curl opens.
#include "notify/outbound_guard.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <memory>

#include "core/strings.h"
#include "net/address_class.h"
#include "notify/webhook.h"

namespace chelian::notify {
namespace {

// "localhost", "LOCALHOST.", "api.localhost": names that always mean this machine (RFC 6761).
bool IsLocalhostName(std::string host) {
  host = ToLower(host);
  if (!host.empty() && host.back() == '.') host.pop_back();
  return host == "localhost" || EndsWith(host, ".localhost");
}

std::string AddressText(const sockaddr* a) {
  char text[INET6_ADDRSTRLEN] = "?";
  if (a->sa_family == AF_INET)
    ::inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(a)->sin_addr, text, sizeof text);
  if (a->sa_family == AF_INET6)
    ::inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(a)->sin6_addr, text, sizeof text);
  return text;
}

// CURLOPT_OPENSOCKETFUNCTION: the address is the resolved one curl will connect to (no proxy is
// used), so this is where a name is judged. CURL_SOCKET_BAD makes curl try the next address.
curl_socket_t OpenCheckedSocket(void* data, curlsocktype purpose, curl_sockaddr* a) {
  auto* guard = static_cast<OutboundGuard*>(data);
  if (purpose != CURLSOCKTYPE_IPCXN) return CURL_SOCKET_BAD;
  if (!guard->allow_private) {
    net::AddressClass c = net::ClassifySockaddr(&a->addr, a->addrlen);
    if (!net::IsPublic(c)) {
      guard->refused +=
          (guard->refused.empty() ? "" : "、") + AddressText(&a->addr) + "（" + net::AddressClassName(c) + "）";
      return CURL_SOCKET_BAD;
    }
  }
  ++guard->opened;
  return ::socket(a->family, a->socktype | SOCK_CLOEXEC, a->protocol);
}

}  // namespace

UrlVerdict CheckOutboundUrl(const std::string& url, bool allow_private) {
  InitCurlOnce();
  std::unique_ptr<CURLU, decltype(&curl_url_cleanup)> parsed(curl_url(), curl_url_cleanup);
  if (!parsed || curl_url_set(parsed.get(), CURLUPART_URL, url.c_str(), 0) != CURLUE_OK) return UrlVerdict::kMalformed;
  char* raw = nullptr;
  if (curl_url_get(parsed.get(), CURLUPART_HOST, &raw, CURLU_URLDECODE) != CURLUE_OK || !raw)
    return UrlVerdict::kMalformed;
  std::string host(raw);
  curl_free(raw);
  if (allow_private) return UrlVerdict::kAllowed;
  if (IsLocalhostName(host)) return UrlVerdict::kRefused;
  std::string literal = !host.empty() && host.back() == '.' ? host.substr(0, host.size() - 1) : host;
  if (auto c = net::ClassifyIpLiteral(literal); c && !net::IsPublic(*c)) return UrlVerdict::kRefused;
  return UrlVerdict::kAllowed;
}

void GuardConnections(CURL* curl, OutboundGuard* guard) {
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);  // a redirect is an answer (not 2xx), never followed
  curl_easy_setopt(curl, CURLOPT_PROXY, "");           // no http_proxy / ALL_PROXY from the environment
  curl_easy_setopt(curl, CURLOPT_OPENSOCKETFUNCTION, OpenCheckedSocket);
  curl_easy_setopt(curl, CURLOPT_OPENSOCKETDATA, guard);
}

}  // namespace chelian::notify
