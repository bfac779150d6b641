// The webhook URL check: the shared outbound check (notify/outbound_guard.h) with the webhook's
// messages.
#include "notify/webhook_address.h"

#include "notify/outbound_guard.h"

namespace chelian::notify {

Status CheckWebhookUrl(const std::string& url, bool allow_private) {
  if (url.empty()) return Status::Ok();
  switch (CheckOutboundUrl(url, allow_private)) {
    case UrlVerdict::kMalformed:
      return InvalidArgument("Webhook 地址格式不正确");
    case UrlVerdict::kRefused:
      return InvalidArgument(kWebhookAddressRefused);
    case UrlVerdict::kAllowed:
      break;
  }
  return Status::Ok();
}

}  // namespace chelian::notify
