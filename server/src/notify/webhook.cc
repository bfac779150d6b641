// Webhook signing and posting.
#include "notify/webhook.h"

#include <curl/curl.h>
#include <sodium.h>

#include <mutex>

#include "notify/outbound_guard.h"

namespace chelian::notify {
namespace {

size_t Discard(char*, size_t size, size_t n, void*) { return size * n; }

}  // namespace

void InitCurlOnce() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::string SignWebhook(const std::string& secret, long long timestamp_s, const std::string& body) {
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  std::string prefix = std::to_string(timestamp_s) + ".";
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(prefix.data()), prefix.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(body.data()), body.size());
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_final(&state, mac);
  char hex[crypto_auth_hmacsha256_BYTES * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, mac, sizeof mac);
  return hex;
}

HttpOutcome PostWebhook(const std::string& url, const std::string& secret, long long timestamp_s,
                        const std::string& body, int timeout_ms, bool allow_private) {
  InitCurlOnce();
  HttpOutcome out;
  CURL* curl = curl_easy_init();
  if (!curl) return {0, "curl 初始化失败"};
  curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json; charset=utf-8");
  headers = curl_slist_append(headers, "User-Agent: chelian-alarm-push/1");
  if (!secret.empty()) {
    headers = curl_slist_append(headers, ("X-Chelian-Timestamp: " + std::to_string(timestamp_s)).c_str());
    headers =
        curl_slist_append(headers, ("X-Chelian-Signature: sha256=" + SignWebhook(secret, timestamp_s, body)).c_str());
  }
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, Discard);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(timeout_ms));
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  OutboundGuard guard{allow_private, "", 0};
  GuardConnections(curl, &guard);
  CURLcode rc = curl_easy_perform(curl);
  if (rc == CURLE_OK) {
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &out.status);
  } else if (!guard.refused.empty() && guard.opened == 0) {
    out.refused = true;
    out.error = "已拒绝：Webhook 地址指向内网或本机地址 " + guard.refused +
                "；如确需推送到内网，请由运维开启 notify.webhook_allow_private";
  } else {
    out.error = curl_easy_strerror(rc);
    if (!guard.refused.empty()) out.error += "（已拒绝 " + guard.refused + "）";
  }
  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  return out;
}

}  // namespace chelian::notify
