// Daily aggregates of one vehicle (docs/reports.md): each fix adds its share — the time and distance
// since the fix before, split at local midnight — to the totals of the local days it covers. The
// pipeline feeds the fixes as they arrive, the rebuild command from stored positions. Pure.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "reports/acc_spans.h"
#include "reports/track_sample.h"

namespace chelian::reports {

// 行车统计's share of one day for one ignition state (D139): the stretches of acc_spans.h cut at
// local midnight. Over days d1..dn the report's interval count is Σnum − Σcarried + carried(d1).
struct AccDay {
  long long ms = 0;               // time in the state inside the day
  int num = 0;                    // intervals with time inside the day
  int carried = 0;                // 1: the day's first such interval is under way at midnight (began before)
  double km = 0;                  // odometer increases during that time
  long long first = 0, last = 0;  // the first moment / the end of the last moment in the state (ms > 0)
  void Merge(const AccDay& other);
};

// The totals of one local day (or a share of them, to be merged into the day's row).
struct DayTotals {
  int day = 0;                                // local date as yyyymmdd
  double mileage_begin = 0, mileage_end = 0;  // the stored total at the day's first / last moment covered
  double driven_km = 0;                       // increases of the total (an odometer reset counts from its new value)
  long long driving_s = 0, acc_on_s = 0, online_s = 0;
  int stops = 0, alarms = 0;
  long long first_time = 0, last_time = 0;  // the first / last moment covered (epoch ms UTC)
  double last_lat = 0, last_lon = 0;        // where the vehicle was at last_time
  int battery_min = -1, battery_last = -1;  // lowest / latest reported battery level of the day, -1 none
  long long steps = 0;                      // the highest step counter the device reported that day (wearables)
  AccDay acc_on, acc_off;                   // 行车统计: ignition on / off stretches of the day

  // Adds `other` (a share of the same day): sums add, begin from the earlier, end from the later,
  // the lowest battery of both, the last known battery from the later, steps the higher.
  void Merge(const DayTotals& other);
};

struct DayOptions {
  int utc_offset_minutes = 480;     // the local zone (China time)
  long long max_gap_ms = 600'000;   // a longer silence is offline: no online, driving or ACC time
  double moving_kmh = 5;            // at or above (with ignition not off): driving
  long long min_stop_ms = 180'000;  // standing this long is a stop
};

// What one device's previous fix leaves for the next.
struct DayCursor {
  bool has = false;
  TrackSample last;
  std::string last_alarms;       // comma-separated codes active at the previous fix
  long long standing_since = 0;  // 0: moving
  bool stop_counted = false;
  AccCursor acc;  // the last fix with a known ignition state
};

// The local date (yyyymmdd) of `ms` (the day's start: chelian::LocalDayStart, core/civil_time.h).
int LocalDay(long long ms, int utc_offset_minutes);
// The epoch ms at which local day `yyyymmdd` starts.
long long DayStartOf(int yyyymmdd, int utc_offset_minutes);

// Adds the share of `s` — the next fix in time order, with the alarm codes active at it — to `out`
// (one entry per local day touched). A fix older than the cursor's adds nothing.
void AddFix(const DayOptions& options, DayCursor& cursor, const TrackSample& s, const std::string& alarms,
            std::vector<DayTotals>& out);

// The same, merged per day.
void AddFix(const DayOptions& options, DayCursor& cursor, const TrackSample& s, const std::string& alarms,
            std::map<int, DayTotals>& days);

}  // namespace chelian::reports
