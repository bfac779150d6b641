// Health thresholds (heart rate, blood pressure, body temperature, SpO2) per user group and wearer
// type, inherited down the group tree, and the rule the alarm engine applies to a reading.
//
// Built-in defaults (docs/decisions.md D10), for adults at rest:
//   heart rate 50–120 bpm; systolic 90–140 mmHg; diastolic 60–90 mmHg;
//   body temperature 36.0–37.3 °C (watch: wrist skin reads lower, 35.5–37.3 °C); SpO2 ≥ 94 %.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kWearerBadge = 1;  // 智能工牌
inline constexpr int kWearerWatch = 2;  // 智能手表

struct HealthThreshold {
  int wearer_type = kWearerBadge;
  int heart_rate_min = 50, heart_rate_max = 120;
  int systolic_min = 90, systolic_max = 140;
  int diastolic_min = 60, diastolic_max = 90;
  int temperature_min = 360, temperature_max = 373;  // 0.1 °C
  int spo2_min = 94;
  int enabled = 1;
  long long source_group_id = 0;  // group whose row applies; 0 = built-in defaults
  std::string source_group_name;  // its name (an ancestor's may lie above the reader's scope)
  std::string updated_by;
  long long updated_at = 0;
};

HealthThreshold DefaultHealthThreshold(int wearer_type);

// InvalidArgument (Chinese message) when a range is empty or outside what a body can show.
Status ValidateHealthThreshold(const HealthThreshold& t);

// The threshold in force for `group_id` (0: the scope's group): its own row, else the nearest
// ancestor's, else the defaults. NotFound when the group is outside `scope`.
Result<HealthThreshold> EffectiveHealthThreshold(Connection& conn, const Scope& scope, long long group_id,
                                                 int wearer_type);
// Saves `t` as `group_id`'s own row (0: the scope's group). NotFound outside `scope`.
Status SaveHealthThreshold(Connection& conn, const Scope& scope, long long group_id, const HealthThreshold& t,
                           const std::string& updated_by, long long now_ms);
// Groups inside `scope` that have their own row for `wearer_type`.
Result<std::vector<long long>> GroupsWithOwnHealthThreshold(Connection& conn, const Scope& scope, int wearer_type);

// Drops `group_id`'s own row so it inherits again.
Status ResetHealthThreshold(Connection& conn, const Scope& scope, long long group_id, int wearer_type);

// One measurement from a badge or watch; absent values are not judged.
struct HealthReading {
  std::optional<int> heart_rate, systolic, diastolic, temperature, spo2;  // temperature in 0.1 °C
};

// Alarm codes (dictionary alarmType) the reading raises under `t`: heartRateAlarm,
// bloodPressureAlarm, temperatureAlarm, spo2Alarm. None when `t` is disabled.
std::vector<std::string> HealthAlarmCodes(const HealthThreshold& t, const HealthReading& r);

}  // namespace chelian::store
