// Webhook delivery of alarms: a JSON POST signed with HMAC-SHA256 (libsodium) so the receiver can
// check it came from this server and was not replayed:
//   X-Chelian-Timestamp: <unix seconds>
//   X-Chelian-Signature: sha256=<hex of HMAC-SHA256(secret, "<timestamp>.<body>")>
// Sending is one blocking libcurl call; retries are the notifier's job. Unless `allow_private`,
// every address curl is about to connect to is checked (net/address_class.h), after resolving,
// so neither a name pointing inside nor DNS rebinding reaches this machine or its networks;
// redirects are not followed and proxies from the environment are not used.
#pragma once

#include <string>

namespace chelian::notify {

// libcurl's process-wide initialisation, done once by whichever sender runs first.
void InitCurlOnce();

// The hex signature of `body` sent at `timestamp_s` under `secret`.
std::string SignWebhook(const std::string& secret, long long timestamp_s, const std::string& body);

struct HttpOutcome {
  long status = 0;       // HTTP status; 0 when no reply came
  std::string error;     // transport error text, empty when a reply came
  bool refused = false;  // every address was refused (error says which): retrying will not help
  bool ok() const { return error.empty() && status >= 200 && status < 300; }
};

// POSTs `body` as application/json with the signature headers (none when `secret` is empty).
// With `allow_private` off, connections only to public addresses. Thread-safe.
HttpOutcome PostWebhook(const std::string& url, const std::string& secret, long long timestamp_s,
                        const std::string& body, int timeout_ms, bool allow_private);

}  // namespace chelian::notify
