// What the pipeline remembers about one device between messages (owned by the device's shard).
#pragma once

#include <cstdint>
#include <memory>
#include <set>
#include <string>

#include "domain/alarm_codes.h"
#include "pipeline/platform_rules.h"
#include "pipeline/risk_catalog.h"
#include "pipeline/risk_rules.h"
#include "pipeline/theft_rules.h"
#include "reports/daily/day_totals.h"
#include "store/device_directory.h"

namespace chelian::pipeline {

enum class Motion : int { kNeverOnline = 0, kDriving = 1, kParked = 2, kOffline = 3 };

// Valid fixes dropped as jumps one after another that agree with one another (each within a plausible
// speed of the one before): the filter re-anchors on them once there are enough (docs/pipeline.md).
struct JumpRun {
  int count = 0;  // 0: none under way
  int64_t fix_time_ms = 0;
  double lat = 0, lon = 0;  // of the latest of them
};

// The device's own odometer at its latest reading, and the total stored with it: later readings
// count from here (docs/pipeline.md). reading_km 0: no reading yet.
struct OdometerBase {
  double reading_km = 0;
  double total_km = 0;
  int64_t time_ms = 0;  // fix time of that reading
};

struct DeviceState {
  bool has_fix = false;     // a position has been accepted
  int64_t fix_time_ms = 0;  // of the latest accepted (not back-filled) position
  int64_t recv_time_ms = 0;
  double lat = 0, lon = 0;
  double speed_kmh = 0;
  int course = 0;
  bool valid = false;
  int acc = -1;           // -1 unknown, 0 off, 1 on
  double mileage_km = 0;  // total after the latest position: never goes down (mileage handler)
  OdometerBase odometer;  // the device's own odometer, when it reports one
  JumpRun jump;           // dropped jumps that may yet re-anchor the filter
  Motion motion = Motion::kNeverOnline;
  int64_t motion_since_ms = 0;
  std::set<AlarmCode> active_alarms;                  // device alarms with an open episode
  std::set<AlarmCode> active_platform;                // platform alarms with an open episode
  RuleState rules;                                    // the platform rules' timers
  TheftState theft;                                   // the e-bike theft rules' state (kind 4)
  RiskState risk;                                     // the place rules' timers
  std::shared_ptr<const RiskSnapshot> risk_snapshot;  // the snapshot risk_places points into
  RiskPlaces risk_places;                             // what applies to the device (as of risk_snapshot)
  long long risk_group = 0;                           // the group risk_places was resolved for
  int64_t stay_visit_saved_ms = 0;                    // when a stay-point visit was last written
  std::shared_ptr<const store::DeviceRef> device;     // as last resolved (for the offline sweep)
  std::string attributes_json;                        // latest attributes, for the live state
  bool unsaved = false;  // changed since the last snapshot (listed in the shard's unsaved ids)
  // Never reported before (no saved state): the receipt of its first position, stored as the
  // activation the expiry counts from (docs/renewal.md) with the next snapshot; 0 once stored.
  bool activation_pending = false;
  int64_t first_report_ms = 0;
  reports::DayCursor day;  // the latest fix counted in the daily aggregates (docs/reports.md)
};

}  // namespace chelian::pipeline
