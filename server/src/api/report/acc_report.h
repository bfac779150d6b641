// 行车统计 (v3-console-inventory §2.6 1503): each vehicle's ignition on or off intervals of a period,
// from its stored fixes. Shared by the page, its detail and their exports, and the benchmark.
#pragma once

#include <vector>

#include "core/status.h"
#include "reports/acc_intervals.h"
#include "store/db.h"
#include "store/report_event_repo.h"
#include "store/scope.h"

namespace chelian::api::report {

struct VehicleAcc {
  store::ReportVehicle vehicle;
  std::vector<reports::AccInterval> intervals;  // of the asked state only
  long long total_ms() const;
  double total_km() const;
};

// Fixes read before the period to know the ignition state at its start.
inline constexpr long long kAccLookBackMs = 6 * 3'600'000LL;
// Fixes read for one vehicle at most.
inline constexpr size_t kAccMaxFixes = 500'000;

// The vehicles of `target` with at least one interval of state `on` in [from_ms, to_ms], by id.
// Errors: NotFound (vehicle or group outside `scope`), InvalidArgument (too many fixes).
Result<std::vector<VehicleAcc>> ComputeAccReport(store::Connection& conn, const store::Scope& scope,
                                                 const store::ReportTarget& target, long long from_ms, long long to_ms,
                                                 bool on);

}  // namespace chelian::api::report
