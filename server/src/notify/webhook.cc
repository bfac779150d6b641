// Webhook signing and posting.
#include "notify/webhook.h"

#include <arpa/inet.h>
#include <curl/curl.h>
#include <netinet/in.h>
#include <sodium.h>
#include <sys/socket.h>

#include <mutex>

#include "net/address_class.h"

namespace chelian::notify {
namespace {

size_t Discard(char*, size_t size, size_t n, void*) { return size * n; }

// The connection check of one delivery: curl asks it for every socket it would connect.
struct ConnectGuard {
  bool allow_private = false;
  std::string refused;  // the addresses refused: "127.0.0.1（本机回环地址）、::1（…）"
  int opened = 0;       // sockets allowed
};

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
  auto* guard = static_cast<ConnectGuard*>(data);
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
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);  // a redirect is an answer (not 2xx), never followed
  curl_easy_setopt(curl, CURLOPT_PROXY, "");           // no http_proxy / ALL_PROXY from the environment
  ConnectGuard guard{allow_private, "", 0};
  curl_easy_setopt(curl, CURLOPT_OPENSOCKETFUNCTION, OpenCheckedSocket);
  curl_easy_setopt(curl, CURLOPT_OPENSOCKETDATA, &guard);
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
