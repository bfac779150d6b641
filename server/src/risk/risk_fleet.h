// One run of the risk evaluation over the whole fleet: reads the window's fact alarms and every
// vehicle's state, applies the rule table per vehicle and rewrites risk_vehicles with the hits.
#pragma once

#include "core/status.h"
#include "risk/risk_rules.h"
#include "store/db.h"

namespace chelian::risk {

struct FleetRunStats {
  long long vehicles = 0, alarms = 0, hits = 0;
  double load_ms = 0, evaluate_ms = 0, write_ms = 0;
};

Result<FleetRunStats> EvaluateFleet(store::Connection& conn, long long now_ms, const RiskOptions& options);

}  // namespace chelian::risk
