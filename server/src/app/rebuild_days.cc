// Implementation of the rebuild of the daily aggregates from stored positions.
#include "app/rebuild_days.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>

#include "pipeline/day_shares.h"
#include "store/position_writer.h"
#include "store/vehicle_day_repo.h"

namespace chelian {
namespace {

// yyyy-MM-dd as yyyymmdd; 0 when malformed.
int ParseDay(const std::string& s) {
  int y = 0, m = 0, d = 0;
  char a = 0, b = 0;
  if (s.size() != 10 || std::sscanf(s.c_str(), "%4d%c%2d%c%2d", &y, &a, &m, &b, &d) != 5 || a != '-' || b != '-')
    return 0;
  if (m < 1 || m > 12 || d < 1 || d > 31) return 0;
  return y * 10000 + m * 100 + d;
}

}  // namespace

Result<RebuildDaysResult> RebuildVehicleDays(store::Database& db, int from_day, int to_day, long long device_id,
                                             const reports::DayOptions& o) {
  RebuildDaysResult result;
  auto conn = db.Acquire();
  std::vector<long long> devices{device_id};
  if (!device_id) {
    auto all = store::ListDeviceIds(*conn);
    if (!all.ok()) return all.status();
    devices = std::move(*all);
  }
  // From a silence before the first day, so that its first interval is counted as live data would be,
  // to the ignition's longest stretch after the last (the one under way at its midnight, D139).
  long long from_ms =
      reports::DayStartOf(from_day, o.utc_offset_minutes) - std::max(o.max_gap_ms, reports::kAccMaxGapMs);
  long long to_ms = reports::DayStartOf(to_day, o.utc_offset_minutes) + 86'400'000 + reports::kAccMaxGapMs;
  for (long long dev : devices) {
    reports::DayCursor cursor;
    std::map<int, reports::DayTotals> days;
    long long fixes = 0;
    Status read = store::EachStoredFix(*conn, dev, from_ms, to_ms, [&](const store::DayFix& f) {
      reports::TrackSample s;
      s.time_ms = f.fix_time;
      s.lat = f.lat;
      s.lon = f.lon;
      s.speed_kmh = f.speed;
      s.mileage_km = f.mileage;
      s.valid = f.flags & store::kPositionValid;
      s.acc = (f.flags & store::kPositionAccKnown) ? ((f.flags & store::kPositionAccOn) ? 1 : 0) : -1;
      s.battery_pct = f.battery_pct;
      reports::AddFix(o, cursor, s, f.alarms, days);
      ++fixes;
    });
    if (!read.ok()) return read;
    std::vector<store::VehicleDayRow> rows;
    for (const auto& [day, t] : days)
      if (day >= from_day && day <= to_day) rows.push_back(pipeline::DayRowOf(dev, t));
    if (Status s = store::ReplaceVehicleDays(*conn, dev, from_day, to_day, rows); !s.ok()) return s;
    ++result.devices;
    result.fixes += fixes;
    result.rows += static_cast<long long>(rows.size());
  }
  return result;
}

int RebuildDaysCommand(store::Database& db, const std::string& from, const std::string& to, const std::string& terminal,
                       int utc_offset_minutes) {
  int from_day = ParseDay(from), to_day = ParseDay(to.empty() ? from : to);
  if (!from_day || !to_day || to_day < from_day) {
    std::cerr << "error: --from and --to are local dates yyyy-MM-dd, --to not before --from\n";
    return 1;
  }
  long long device_id = 0;
  if (!terminal.empty()) {
    auto conn = db.Acquire();
    auto id = store::DeviceIdOfTerminal(*conn, terminal);
    if (!id.ok()) {
      std::cerr << "error: no such terminal: " << terminal << "\n";
      return 1;
    }
    device_id = *id;
  }
  reports::DayOptions o;
  o.utc_offset_minutes = utc_offset_minutes;
  auto r = RebuildVehicleDays(db, from_day, to_day, device_id, o);
  if (!r.ok()) {
    std::cerr << "error: " << r.status().message() << "\n";
    return 1;
  }
  std::cout << "daily aggregates rebuilt for " << from << " to " << (to.empty() ? from : to) << ": " << r->devices
            << " devices, " << r->fixes << " fixes, " << r->rows << " day rows\n";
  return 0;
}

}  // namespace chelian
