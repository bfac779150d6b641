// A decoded fix: where a device was, when (UTC), and what it reported with it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/alarm_codes.h"
#include "domain/attributes.h"

namespace chelian {

struct Position {
  std::string device_id;    // terminal number / IMEI as the device sends it
  int64_t fix_time_ms = 0;  // UTC, epoch milliseconds
  bool valid = false;       // the device reports a valid GNSS fix
  double lat = 0;           // WGS-84 degrees, south negative
  double lon = 0;           // WGS-84 degrees, west negative
  double altitude_m = 0;
  double speed_kmh = 0;
  double course = 0;  // degrees clockwise from north, 0–360
  std::optional<int> satellites;
  std::optional<bool> acc;        // ignition
  bool back_filled = false;       // re-uploaded from the device's blind-area store
  std::vector<AlarmCode> alarms;  // alarms active in this report (no duplicates)
  Attributes attributes;

  // Adds `code` unless already present.
  void AddAlarm(AlarmCode code);
};

inline void AddAlarmOnce(std::vector<AlarmCode>& alarms, AlarmCode code) {
  for (AlarmCode c : alarms) {
    if (c == code) return;
  }
  alarms.push_back(code);
}

inline void Position::AddAlarm(AlarmCode code) { AddAlarmOnce(alarms, code); }

}  // namespace chelian
