// Alarm episodes: one row per alarm from its begin to its end, with the fix at each edge.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct AlarmEdge {
  long long time = 0;
  double lat = 0, lon = 0, speed = 0, mileage = 0;
  int course = 0;
};

struct NewAlarm {
  long long device_id = 0, asset_id = 0, group_id = 0;
  std::string code, label;
  int source = 1;  // 1 device, 2 platform
  AlarmEdge begin;
  std::string data;  // JSON details
};

// Inserts an open episode; returns its id.
Result<long long> BeginAlarm(Connection& conn, const NewAlarm& alarm, long long now_ms);

// Closes the open episode of `code` from `source` (1 device, 2 platform) on `device_id` (no-op when
// none is open).
Status EndAlarm(Connection& conn, long long device_id, const std::string& code, int source, const AlarmEdge& end,
                long long now_ms);

struct OpenAlarm {
  std::string code;
  int source = 1;
};

// The device's open episodes (restores the pipeline's state after a restart).
Result<std::vector<OpenAlarm>> OpenAlarms(Connection& conn, long long device_id);

}  // namespace chelian::store
