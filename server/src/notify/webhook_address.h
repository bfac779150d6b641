// Where a webhook may point (hardening issue #19): only the public internet, unless the operator
// sets notify.webhook_allow_private. This is the check when a URL is saved or tested: a host that
// is `localhost` or an IP literal of this machine or a private, link-local, CGNAT … network
// (net/address_class.h) is refused. Host names are checked where they resolve, when the webhook
// is sent (webhook.h), so a name that changes its address later cannot pass either.
#pragma once

#include <string>

#include "core/status.h"

namespace chelian::notify {

inline constexpr char kWebhookAddressRefused[] = "Webhook 地址不能指向内网或本机地址";

// OK for an http(s) URL whose host may be reached; InvalidArgument kWebhookAddressRefused when
// the host is refused and `allow_private` is off; InvalidArgument "Webhook 地址格式不正确" for a
// URL libcurl cannot parse. An empty URL (no webhook) is OK.
Status CheckWebhookUrl(const std::string& url, bool allow_private);

}  // namespace chelian::notify
