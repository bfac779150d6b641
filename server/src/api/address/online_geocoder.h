// Online reverse geocoding through a configured provider (Amap, Baidu or Tianditu over HTTPS,
// libcurl) with a bounded cache. A failure returns nullopt and pauses the provider for a while,
// so callers fall back to the offline answer without waiting on a dead service. Thread-safe.
#pragma once

#include <chrono>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "geo/geo.h"

namespace chelian::api::address {

struct OnlineOptions {
  std::string provider;  // "amap", "baidu" or "tianditu"; anything else: off
  std::string key;       // the provider's key (never compiled in)
  int timeout_ms = 2000;
  size_t cache_entries = 20000;
  int pause_after_failure_s = 60;
};

class OnlineGeocoder {
 public:
  explicit OnlineGeocoder(OnlineOptions options);
  bool enabled() const;
  // The provider's formatted address of a WGS-84 point, or nullopt (off, paused, failed, empty).
  std::optional<std::string> Lookup(geo::LatLon wgs84);

  // The request URL for a point (exposed for tests; no network).
  std::string RequestUrl(geo::LatLon wgs84) const;
  // The formatted address in a provider reply (exposed for tests).
  std::optional<std::string> ParseReply(const std::string& body) const;

 private:
  std::optional<std::string> Fetch(const std::string& url);
  OnlineOptions options_;
  std::mutex mu_;
  std::list<std::string> order_;                          // GUARDED_BY(mu_) cache keys, oldest first
  std::unordered_map<std::string, std::string> cache_;    // GUARDED_BY(mu_)
  std::chrono::steady_clock::time_point paused_until_{};  // GUARDED_BY(mu_)
};

}  // namespace chelian::api::address
