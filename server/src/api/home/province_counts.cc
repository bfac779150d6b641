// Vehicles per province, computed from the last points and kept per subtree for a minute.
#include "api/home/province_counts.h"

#include <algorithm>
#include <unordered_map>

namespace chelian::api {

ProvinceCounts CountProvinces(const std::vector<store::LastPoint>& points, const geo::ReverseGeocoder* geocoder,
                              long long now_ms) {
  ProvinceCounts out;
  out.computed_at = now_ms;
  std::unordered_map<std::string, long long> by_name;
  for (const store::LastPoint& p : points) {
    std::optional<geo::RegionMatch> m;
    if (geocoder && (p.lat != 0 || p.lon != 0)) m = geocoder->Lookup({p.lat, p.lon});
    if (!m || !m->region || m->region->province.empty()) {
      ++out.unlocated;
      continue;
    }
    ++by_name[m->region->province];
    ++out.located;
  }
  out.counts.assign(by_name.begin(), by_name.end());
  std::sort(out.counts.begin(), out.counts.end(), [](const auto& x, const auto& y) {
    return x.second != y.second ? x.second > y.second : x.first < y.first;
  });
  return out;
}

Result<ProvinceCounts> ProvinceCountCache::Get(store::Database& db, const store::Scope& scope, long long now_ms) {
  std::lock_guard lock(mu_);
  auto it = by_scope_.find(scope.group_path);
  if (it != by_scope_.end() && now_ms - it->second.computed_at < refresh_ms_ && now_ms >= it->second.computed_at)
    return it->second;
  auto conn = db.Acquire();
  auto points = store::ListLastPoints(*conn, scope);
  if (!points.ok()) return points.status();
  ProvinceCounts fresh = CountProvinces(*points, geocoder_ ? geocoder_() : nullptr, now_ms);
  if (it == by_scope_.end() && by_scope_.size() >= max_scopes_) {
    // Full: forget the subtree computed longest ago.
    auto oldest = std::min_element(by_scope_.begin(), by_scope_.end(), [](const auto& x, const auto& y) {
      return x.second.computed_at < y.second.computed_at;
    });
    by_scope_.erase(oldest);
  }
  by_scope_[scope.group_path] = fresh;
  return fresh;
}

}  // namespace chelian::api
