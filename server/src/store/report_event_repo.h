// What the event reports (行车统计, 停车报表) read besides the tracks: the vehicles a report covers
// (one vehicle or a group subtree, inside the caller's scope) and the vehicles parked right now.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/report_vehicle.h"
#include "store/scope.h"

namespace chelian::store {

struct ReportTarget {
  long long asset_id = 0;         // > 0: this vehicle only
  long long group_id = 0;         // else this group's subtree (0: the scope's own group)
  int long_stay = 0;              // 0 all, 1 wireless long-standby devices, 2 wired
  long long hide_expired_at = 0;  // > 0: leave out vehicles expired by then (store/expired_clause.h)
};

// " AND …" selecting `target` inside `scope` over the aliases a (assets), g (its group) and d (a
// device of it), its values appended to `params`. NotFound (Chinese) when outside `scope`;
// FailedPrecondition (kExpiredDataHidden) for one vehicle expired by `hide_expired_at`.
Result<std::string> ReportTargetClause(Connection& conn, const Scope& scope, const ReportTarget& target,
                                       Params& params);

// The vehicles of `target`, by id. NotFound with a Chinese message when the vehicle or group is not
// inside `scope`.
Result<std::vector<ReportVehicle>> ListReportVehicles(Connection& conn, const Scope& scope, const ReportTarget& target);

struct ParkedVehicle {
  long long asset_id = 0;
  std::string plate, group_name, terminal_no, terminal_type;
  long long since_ms = 0;  // parked since
  bool positioned = false;
  double lat = 0, lon = 0;
};

struct ParkedPage {
  std::vector<ParkedVehicle> rows;
  long long total = 0;
};

// Devices of `target` whose latest state is parked (device_state.motion 2) since at most
// `parked_before_ms` (0: any), longest parked first; `limit` 0 lists every row (exports).
Result<ParkedPage> ListParkedVehicles(Connection& conn, const Scope& scope, const ReportTarget& target,
                                      long long parked_before_ms, long long limit, long long offset);

}  // namespace chelian::store
