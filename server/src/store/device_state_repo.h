// The latest state of each device (device_state), saved by the pipeline every few seconds and read
// back when a device's first message after a start arrives: place, motion, mileage, odometer base.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct DeviceStateRow {
  long long device_id = 0;
  int64_t fix_time = 0, recv_time = 0;
  double lat = 0, lon = 0, speed = 0;
  int course = 0;
  int flags = 0;  // kPosition* of store/position_writer.h
  double mileage = 0;
  int motion = 0;
  int64_t motion_since = 0;
  std::string attributes;  // JSON text (domain/attributes_json.h)
  double odometer = 0, odometer_total = 0;
  int64_t odometer_time = 0;
};

// The saved state of `device_id`; nullopt when none was saved.
Result<std::optional<DeviceStateRow>> LoadDeviceState(Connection& conn, long long device_id);

// Inserts or replaces each row, in one transaction (all or none).
Status SaveDeviceStates(Connection& conn, const std::vector<DeviceStateRow>& rows);

}  // namespace chelian::store
