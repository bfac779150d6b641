// The groups' alarm settings as stored (alarm_control): one row per group and code overriding the
// defaults of the alarm settings page (pipeline/alarm_settings.h resolves them). A group without a
// row for a code inherits it from its nearest ancestor.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct AlarmControlRow {
  long long group_id = 0;
  std::string code;
  int enabled = 1;
  std::optional<double> value;
  std::optional<int> duration;
};

// The rows of the group with materialised `path` and of its ancestors, ancestors first.
Result<std::vector<AlarmControlRow>> LoadAlarmControlRows(Connection& conn, const std::string& path);

// Replaces the group's rows for the given codes.
Status SaveAlarmControlRows(Connection& conn, long long group_id, const std::vector<AlarmControlRow>& rows,
                            long long user_id, long long now_ms);

}  // namespace chelian::store
