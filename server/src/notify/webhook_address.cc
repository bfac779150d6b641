// The webhook URL check, with libcurl's own URL parser so the host is read as curl will read it
// (percent-decoded, numeric IPv4 forms normalised).
#include "notify/webhook_address.h"

#include <curl/curl.h>

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

}  // namespace

Status CheckWebhookUrl(const std::string& url, bool allow_private) {
  if (url.empty()) return Status::Ok();
  InitCurlOnce();
  std::unique_ptr<CURLU, decltype(&curl_url_cleanup)> parsed(curl_url(), curl_url_cleanup);
  if (!parsed || curl_url_set(parsed.get(), CURLUPART_URL, url.c_str(), 0) != CURLUE_OK)
    return InvalidArgument("Webhook 地址格式不正确");
  char* raw = nullptr;
  if (curl_url_get(parsed.get(), CURLUPART_HOST, &raw, CURLU_URLDECODE) != CURLUE_OK || !raw)
    return InvalidArgument("Webhook 地址格式不正确");
  std::string host(raw);
  curl_free(raw);
  if (allow_private) return Status::Ok();
  if (IsLocalhostName(host)) return InvalidArgument(kWebhookAddressRefused);
  std::string literal = !host.empty() && host.back() == '.' ? host.substr(0, host.size() - 1) : host;
  if (auto c = net::ClassifyIpLiteral(literal); c && !net::IsPublic(*c)) return InvalidArgument(kWebhookAddressRefused);
  return Status::Ok();
}

}  // namespace chelian::notify
