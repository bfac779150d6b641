// 新国标's daily compliance tallies (table gb_days): read for the e-bikes of a subtree, replaced per
// device and days once computed, and the two inputs of a computation besides the fixes
// (vehicle_day_repo.h EachStoredFix): the fix before a period and a device's alarm episodes.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// One device's tally of one local day (yyyymmdd); the columns of gb_days.
struct GbDayRow {
  long long device_id = 0;
  int day = 0;
  long long fixes = 0, gnss_known = 0, beidou = 0;
  long long gaps = 0, gaps_within = 0, max_gap_s = 0;
  long long offline_periods = 0, offline_s = 0, long_offline = 0;
  long long overspeed_events = 0, overspeed_longest_s = 0;
  double overspeed_max_kmh = 0;
  long long tamper_events = 0;
  int interval_s = 0;  // the reporting requirement the day was computed with
  long long computed_at = 0;
};

// The stored tallies of days from_day..to_day of the e-bikes inside `scope` under the group path
// `path` (a path inside the scope), by device then day.
Status EachGbDay(Connection& conn, const std::string& path, int from_day, int to_day,
                 const std::function<void(const GbDayRow&)>& on_row);

// Replaces the device's rows of days from_day..to_day by `rows` (one transaction).
Status ReplaceGbDays(Connection& conn, long long device_id, int from_day, int to_day,
                     const std::vector<GbDayRow>& rows);

// A stored fix as the compliance pass reads it: the position flags and the attributes JSON (the
// JT/T 808 status word with the satellite systems is kept there).
struct GbStoredFix {
  long long fix_time = 0;
  double speed = 0, lat = 0, lon = 0;
  int flags = 0;
  std::string attributes;
};
// The device's stored fixes with from_ms <= fix_time < to_ms, oldest first, one at a time.
Status EachGbFix(Connection& conn, long long device_id, long long from_ms, long long to_ms,
                 const std::function<void(const GbStoredFix&)>& on_fix);

// The time of the device's last stored fix before `before_ms` (0: none).
Result<long long> FixTimeBefore(Connection& conn, long long device_id, long long before_ms);

struct AlarmEpisodeStart {
  long long time_ms = 0;
  std::string code, label;
  double lat = 0, lon = 0;
};
// The device's alarm episodes that began in [from_ms, to_ms), oldest first.
Status EachAlarmStart(Connection& conn, long long device_id, long long from_ms, long long to_ms,
                      const std::function<void(const AlarmEpisodeStart&)>& on_alarm);

}  // namespace chelian::store
