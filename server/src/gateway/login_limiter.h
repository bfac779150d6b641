// Device sign-ins per source address (gateway.logins_per_minute_per_address): GT06 logins and
// JT/T 808 registrations and authentications. A token bucket per address holds `per_minute` tokens
// and refills evenly over a minute; the addresses live in a map bounded to `max_addresses`, the
// least recently seen forgotten first (its bucket as if full). IPv6 addresses count per /64 (one
// subscriber's prefix). Thread-safe.
#pragma once

#include <cstdint>
#include <list>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace chelian::gateway {

class LoginLimiter {
 public:
  // REQUIRES: per_minute > 0, max_addresses > 0.
  explicit LoginLimiter(int per_minute, size_t max_addresses = 65'536);

  // Takes a token for the address of `remote` ("host:port" as net::TcpLink::remote gives it);
  // false when its bucket is empty.
  bool Allow(std::string_view remote, int64_t now_ms);
  size_t size() const;

  // The bucket key of `remote`: the IPv4 address, or the /64 prefix of an IPv6 one.
  static std::string AddressKey(std::string_view remote);

 private:
  struct Bucket {
    double tokens = 0;
    int64_t at_ms = 0;
    std::list<std::string>::iterator recent;  // position in recent_
  };
  const double capacity_;
  const size_t max_addresses_;
  mutable std::mutex mu_;
  std::unordered_map<std::string, Bucket> buckets_;  // GUARDED_BY(mu_)
  std::list<std::string> recent_;                    // GUARDED_BY(mu_) most recently seen first
};

}  // namespace chelian::gateway
