// Health readings of badges and watches (health_readings, migration 0126; docs/card.md): written by
// the position writer in its batch transaction, read per person inside the caller's subtree.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct HealthReadingRow {
  long long asset_id = 0, device_id = 0, measured_at = 0;
  std::optional<int> heart_rate, systolic, diastolic, spo2, temperature;  // temperature in 0.1 °C
  std::string alarms;                                                     // codes the reading raised, comma-separated
};

// Appends `rows` (inside the caller's transaction).
Status AddHealthReadings(Connection& conn, const std::vector<HealthReadingRow>& rows);

// One kind's latest value of a person and when it was measured.
struct LatestValue {
  int value = 0, value2 = 0;  // value2: diastolic of a blood pressure
  long long measured_at = 0;
  bool alarm = false;  // the reading raised this kind's alarm
};
struct LatestHealth {
  std::optional<LatestValue> heart_rate, blood_pressure, spo2, temperature;
};

// The latest value of each kind of the person `asset_id` (no scope check: the caller listed the
// person inside its scope).
Result<LatestHealth> LatestHealthOf(Connection& conn, long long asset_id);

// The readings of the person `asset_id` measured in [from_ms, to_ms), oldest first, at most `limit`.
// NotFound when the person is outside `scope`.
Result<std::vector<HealthReadingRow>> HealthReadingsOf(Connection& conn, const Scope& scope, long long asset_id,
                                                       long long from_ms, long long to_ms, size_t limit);

}  // namespace chelian::store
