// Vehicles per province from their last reported point (the offline reverse geocoder), kept per
// group subtree for a while: the big screen's map asks every minute and every console in the
// subtree sees the same figures, computed at most once per `refresh_ms`.
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/status.h"
#include "geo/reverse_geocoder.h"
#include "store/db.h"
#include "store/home_repo.h"
#include "store/scope.h"

namespace chelian::api {

struct ProvinceCounts {
  long long computed_at = 0;                              // epoch ms
  std::vector<std::pair<std::string, long long>> counts;  // province → vehicles, most first
  long long located = 0;                                  // vehicles with a point inside a province
  long long unlocated = 0;                                // a point outside every province
};

class ProvinceCountCache {
 public:
  // `geocoder` answers the shared offline geocoder (loaded on first use; null when it cannot be read).
  ProvinceCountCache(std::function<const geo::ReverseGeocoder*()> geocoder, long long refresh_ms,
                     size_t max_scopes = 256)
      : geocoder_(std::move(geocoder)), refresh_ms_(refresh_ms), max_scopes_(max_scopes) {}

  // The counts of `scope`, recomputed when older than refresh_ms. One computation at a time.
  Result<ProvinceCounts> Get(store::Database& db, const store::Scope& scope, long long now_ms);

 private:
  std::function<const geo::ReverseGeocoder*()> geocoder_;
  long long refresh_ms_;
  size_t max_scopes_;
  std::mutex mu_;
  std::map<std::string, ProvinceCounts> by_scope_;  // GUARDED_BY(mu_), key: the scope's group path
};

// Counts the provinces of `points` (pure; a null geocoder locates nothing).
ProvinceCounts CountProvinces(const std::vector<store::LastPoint>& points, const geo::ReverseGeocoder* geocoder,
                              long long now_ms);

}  // namespace chelian::api
