// The big screen's counts (数据中心 首页, pageHomePageOne and provinceCounts): vehicle states, expiry
// buckets, device kinds, vehicles added / settled / activated per local day, and the last point of
// every vehicle — each one query over the caller's group subtree (docs/data-center.md).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// Vehicles (assets) by the freshest report of their devices.
struct VehicleStateCounts {
  long long vehicles = 0;
  long long never_online = 0;  // no device has ever reported
  long long online = 0;        // a report received after `online_since`
  long long offline = 0;       // the rest
};
Result<VehicleStateCounts> CountVehicleStates(Connection& conn, const Scope& scope, long long online_since_ms);

// Fitted, unsettled devices by expiry; the buckets do not overlap.
struct ExpiryCounts {
  long long within_month = 0;  // 7 d < expiry − now ≤ 30 d
  long long within_week = 0;   // 3 d < … ≤ 7 d
  long long within_3days = 0;  // 0 < … ≤ 3 d
  long long expired = 0;       // expiry ≤ now
};
Result<ExpiryCounts> CountExpiry(Connection& conn, const Scope& scope, long long now_ms);

// Fitted devices: wired (long_standby 0) and wireless (1), and per terminal type (most first).
struct DeviceKindCounts {
  long long wired = 0;
  long long wireless = 0;
  std::vector<std::pair<std::string, long long>> types;
};
Result<DeviceKindCounts> CountDeviceKinds(Connection& conn, const Scope& scope);

// What a trend line counts: vehicles created, settled (devices.settled_at) or first reporting
// (devices.activated_at); a vehicle counts once per day.
enum class VehicleEvent { kAdded, kSettled, kActivated };
// Local day number (days since 1970-01-01 at `utc_offset_minutes`) → count, for events at or after
// `since_ms`, in day order.
Result<std::vector<std::pair<long long, long long>>> CountPerLocalDay(Connection& conn, const Scope& scope,
                                                                      VehicleEvent event, long long since_ms,
                                                                      int utc_offset_minutes);

// The last reported point of every vehicle that has one (its freshest device).
struct LastPoint {
  double lat = 0, lon = 0;
};
Result<std::vector<LastPoint>> ListLastPoints(Connection& conn, const Scope& scope);

}  // namespace chelian::store
