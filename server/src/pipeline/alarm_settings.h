// A group's alarm settings: which alarm types are on and the platform rules' thresholds, resolved
// from the alarm_control rows of the group and its ancestors over the defaults. One spec table
// says, per code, what `value` and `duration` mean and their valid ranges (API and engine share it).
#pragma once

#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "domain/alarm_codes.h"
#include "pipeline/platform_rules.h"
#include "store/alarm_control_repo.h"
#include "store/db.h"
#include "store/health_repo.h"

namespace chelian::pipeline {

struct AlarmControlSpec {
  AlarmCode code;
  bool platform;                // a platform rule (else a device alarm that can only be switched)
  std::string_view value_name;  // e.g. "速度阈值"; empty when the rule has no value
  std::string_view value_unit;  // "km/h", "分钟", "小时", "%"
  double value_min, value_max;
  std::string_view duration_name;
  std::string_view duration_unit;
  int duration_min, duration_max;
};

// Every code the settings page shows, platform rules first.
std::span<const AlarmControlSpec> AlarmControlSpecs();
const AlarmControlSpec* FindAlarmControlSpec(AlarmCode code);

using store::AlarmControlRow;

struct GroupAlarmSettings {
  PlatformRules rules;
  std::set<AlarmCode> disabled;  // device alarm codes that open no episode
  // The health thresholds in force for the group (the center's 健康设置): badges judge people's
  // readings, watches every other wearer's.
  store::HealthThreshold badge_health = store::DefaultHealthThreshold(store::kWearerBadge);
  store::HealthThreshold watch_health = store::DefaultHealthThreshold(store::kWearerWatch);
};

// Defaults overridden by `rows` in order (ancestors first, the group itself last).
GroupAlarmSettings ResolveAlarmSettings(const std::vector<AlarmControlRow>& rows);

// The current value and duration of `code` in `s` (for the settings page).
void DescribeRule(const GroupAlarmSettings& s, AlarmCode code, bool* enabled, double* value, int* duration);

// Validates a row against the spec table. Errors are Chinese messages.
Status ValidateAlarmControl(const AlarmControlRow& row);

}  // namespace chelian::pipeline
