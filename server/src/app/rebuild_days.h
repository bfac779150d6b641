// `chelian-server admin rebuild-days --from yyyy-MM-dd --to yyyy-MM-dd [--terminal NO]`: recomputes
// the daily aggregates (vehicle_days, docs/reports.md) of those local days from the stored
// positions, e.g. after a device uploaded its blind-area store (back-filled fixes).
#pragma once

#include <string>

#include "core/status.h"
#include "reports/daily/day_totals.h"
#include "store/db.h"

namespace chelian {

struct RebuildDaysResult {
  long long devices = 0, fixes = 0, rows = 0;
};

// Rebuilds days from_day..to_day (yyyymmdd) of `device_id`, or of every device when 0: each
// device's fixes from a silence before the first day on, one device per transaction.
Result<RebuildDaysResult> RebuildVehicleDays(store::Database& db, int from_day, int to_day, long long device_id,
                                             const reports::DayOptions& options);

// The command: prints what it did (stdout) or why not (stderr); returns the exit code.
int RebuildDaysCommand(store::Database& db, const std::string& from, const std::string& to, const std::string& terminal,
                       int utc_offset_minutes);

}  // namespace chelian
