// Implementation of the sign-in limit per source address.
#include "gateway/login_limiter.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cstdio>

namespace chelian::gateway {

LoginLimiter::LoginLimiter(int per_minute, size_t max_addresses)
    : capacity_(static_cast<double>(std::max(1, per_minute))), max_addresses_(std::max<size_t>(1, max_addresses)) {}

std::string LoginLimiter::AddressKey(std::string_view remote) {
  size_t colon = remote.rfind(':');
  std::string host(colon == std::string_view::npos ? remote : remote.substr(0, colon));
  if (host.size() > 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  in6_addr a6{};
  if (host.find(':') == std::string::npos || ::inet_pton(AF_INET6, host.c_str(), &a6) != 1) return host;
  static constexpr uint8_t kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  if (std::equal(std::begin(kMapped), std::end(kMapped), a6.s6_addr)) {  // ::ffff:a.b.c.d
    char v4[INET_ADDRSTRLEN];
    ::inet_ntop(AF_INET, a6.s6_addr + 12, v4, sizeof v4);
    return v4;
  }
  char prefix[40];
  std::snprintf(prefix, sizeof prefix, "%02x%02x:%02x%02x:%02x%02x:%02x%02x::/64", a6.s6_addr[0], a6.s6_addr[1],
                a6.s6_addr[2], a6.s6_addr[3], a6.s6_addr[4], a6.s6_addr[5], a6.s6_addr[6], a6.s6_addr[7]);
  return prefix;
}

bool LoginLimiter::Allow(std::string_view remote, int64_t now_ms) {
  std::string key = AddressKey(remote);
  std::lock_guard lock(mu_);
  auto it = buckets_.find(key);
  if (it == buckets_.end()) {
    if (buckets_.size() >= max_addresses_) {
      buckets_.erase(recent_.back());
      recent_.pop_back();
    }
    recent_.push_front(key);
    it = buckets_.emplace(std::move(key), Bucket{capacity_, now_ms, recent_.begin()}).first;
  } else {
    Bucket& b = it->second;
    double minutes = static_cast<double>(std::max<int64_t>(0, now_ms - b.at_ms)) / 60'000.0;
    b.tokens = std::min(capacity_, b.tokens + minutes * capacity_);
    b.at_ms = now_ms;
    recent_.splice(recent_.begin(), recent_, b.recent);
  }
  Bucket& b = it->second;
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

size_t LoginLimiter::size() const {
  std::lock_guard lock(mu_);
  return buckets_.size();
}

}  // namespace chelian::gateway
