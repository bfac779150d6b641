// Reading a vehicle's stored track for playback and reports: the vehicle inside the caller's
// scope with the devices fitted to it, and its fixes of a period in time order.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct TrackVehicle {
  long long asset_id = 0, group_id = 0;
  std::string group_name, plate, terminal_no, terminal_type;
  int long_standby = 0;               // 1 wireless long-standby device
  long long expires_at = 0;           // the first device's service expiry (0: none)
  std::vector<long long> device_ids;  // every device fitted to the vehicle
};

// The vehicle `asset_id`, or when 0 the one whose terminal number (then plate) is `plate`.
// NotFound (车辆不存在或无权访问) when it is not inside `scope`.
Result<TrackVehicle> FindTrackVehicle(Connection& conn, const Scope& scope, long long asset_id,
                                      const std::string& plate);

struct TrackFix {
  long long fix_time = 0;
  double lat = 0, lon = 0, speed = 0, mileage = 0;
  int course = 0, flags = 0;  // flags: store/position_writer.h kPosition…
  int battery_pct = -1;       // -1 when the device did not report one
};

// The integer after "batteryPct" in an attributes JSON object text (a battery level), or -1.
int BatteryOf(const std::string& attributes);

// The fixes of `device_ids` with from_ms <= fix_time <= to_ms, oldest first, at most `limit`.
Result<std::vector<TrackFix>> LoadTrackFixes(Connection& conn, const std::vector<long long>& device_ids,
                                             long long from_ms, long long to_ms, size_t limit);

// What the same period's fixes are, told without reading them (D174): how many there are and the
// sum of their times, keyed and unkeyed rows together (a fold leaves both as they were), and the
// packed days the period touches (how many, their fixes, the sum of their last fixes). Fixes are
// only ever added or removed, so a change to the period's fixes changes these; packing a day may
// change them once without changing the fixes.
struct TrackFacts {
  long long fixes = 0, time_sum = 0;  // time_sum: of fix_time - from_ms
  long long packs = 0, packed_fixes = 0, packed_last_sum = 0;
  bool operator==(const TrackFacts&) const = default;
};
Result<TrackFacts> ReadTrackFacts(Connection& conn, const std::vector<long long>& device_ids, long long from_ms,
                                  long long to_ms);

}  // namespace chelian::store
