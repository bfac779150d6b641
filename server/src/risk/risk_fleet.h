// One run of the risk evaluation over the whole fleet: reads the window's fact alarms and every
// vehicle's state, applies the rule table per vehicle and brings risk_vehicles to the hits (writing
// only what changed since the previous run).
#pragma once

#include "core/status.h"
#include "risk/risk_rules.h"
#include "store/db.h"

namespace chelian::risk {

struct FleetRunStats {
  long long vehicles = 0, alarms = 0, hits = 0, written = 0;  // written: rows inserted, updated or deleted
  double load_ms = 0, evaluate_ms = 0, write_ms = 0;
};

Result<FleetRunStats> EvaluateFleet(store::Connection& conn, long long now_ms, const RiskOptions& options);

}  // namespace chelian::risk
