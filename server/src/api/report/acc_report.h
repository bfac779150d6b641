// 行车统计 (v3-console-inventory §2.6 1503, D139): the group summary from the daily rows' ACC columns,
// one vehicle's intervals (the detail) from its stored fixes; both over whole local days, so the
// detail's intervals add up to the summary's row. Shared by the page, its detail, the exports and benchmarks.
#pragma once

#include <vector>

#include "core/status.h"
#include "reports/acc_intervals.h"
#include "store/db.h"
#include "store/report_event_repo.h"
#include "store/scope.h"
#include "store/vehicle_day_repo.h"

namespace chelian::api::report {

// The local days a period touches, and [start of the first, start of the day after the last).
struct AccDays {
  int from_day = 0, to_day = 0;
  long long from_ms = 0, to_ms = 0;
};
AccDays AccDaysOf(long long from_ms, long long to_ms, int utc_offset_minutes);

// The summary of `target`'s vehicles over `days` from vehicle_days, a page (limit 0: every row).
Result<store::Page<store::AccSum>> SumAccReport(store::Connection& conn, const store::Scope& scope,
                                                const store::ReportTarget& target, const AccDays& days, bool on,
                                                long long limit, long long offset);

struct VehicleAcc {
  store::ReportVehicle vehicle;
  std::vector<reports::AccInterval> intervals;  // of the asked state only, by begin
  long long total_ms() const;
  double total_km() const;
};

// Fixes read for one device at most.
inline constexpr size_t kAccMaxFixes = 500'000;

// From stored fixes: the vehicles of `target` with at least one interval of state `on` in
// [from_ms, to_ms), by id; each device's fixes from 6 h before to 6 h after (the stretches under way
// at the edges). Errors: NotFound (vehicle or group outside `scope`), InvalidArgument (too many fixes).
Result<std::vector<VehicleAcc>> ComputeAccReport(store::Connection& conn, const store::Scope& scope,
                                                 const store::ReportTarget& target, long long from_ms, long long to_ms,
                                                 bool on);

}  // namespace chelian::api::report
