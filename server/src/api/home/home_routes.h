// 数据中心 首页 (the big screen, v3-console-inventory §2.2, §3.8): pageHomePageOne.json — vehicle
// states, expiry buckets, wired/wireless and terminal types, 30-day and 12-month trends of vehicles
// added, settled and activated — and our own provinceCounts.json (vehicles per province from the
// last point, for the map). Both over the caller's group subtree. docs/data-center.md.
#pragma once

#include <functional>

#include "api/api_router.h"
#include "api/services.h"
#include "geo/reverse_geocoder.h"

namespace chelian::api {

struct HomeOptions {
  long long offline_after_ms = 600'000;  // monitor.offline_after_s: no report for this long → 离线
  // The shared offline geocoder (loaded on first use; null when its data cannot be read).
  std::function<const geo::ReverseGeocoder*()> geocoder;
  long long province_refresh_ms = 60'000;  // provinceCounts is recomputed at most this often per subtree
};

void RegisterHomeRoutes(ApiRouter& router, ApiServices& services, HomeOptions options);

}  // namespace chelian::api
