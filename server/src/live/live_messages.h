// What live push says about a vehicle, as JSON object text: its latest position (message type
// "positions") and an alarm that began ("alarms"). The pipeline fills the fields; nothing here
// reads the pipeline's state.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace chelian::live {

struct VehiclePosition {
  long long vehicle_id = 0;
  std::string_view plate;
  double lat = 0, lon = 0, speed_kmh = 0;
  int course = 0;
  int acc = -1;  // -1 unknown, 0 off, 1 on
  bool valid = false;
  double mileage_km = 0;
  int motion = 0;
  int64_t fix_time_ms = 0, recv_time_ms = 0;
  std::vector<std::string_view> alarms;  // codes of the device alarms on now
};

// {vehicleId, plate, lat, lon, speed, course, acc, valid, mileage, motion, gpsTime, recvTime,
// alarms}; times as local "yyyy-MM-dd HH:mm:ss".
std::string PositionJson(const VehiclePosition& p, int utc_offset_minutes);

struct AlarmStarted {
  long long alarm_id = 0, vehicle_id = 0, group_id = 0;
  std::string_view plate, code, label, place;  // place: the fence or point of a platform alarm, or ""
  int source = 1;                              // 1 the device, 2 the platform
  double lat = 0, lon = 0, speed_kmh = 0;
  int64_t time_ms = 0;
  std::string_view group_name;  // the vehicle's group (所属车组)
  int kind = 1;                 // the asset's kind (assets.kind): 1 vehicle, 2 person, 3 pet, 4 e-bike
};

// {alarmId, vehicleId, groupId, groupName, plate, enType, type, source, lat, lon, speed, time[, pathName], kind}.
std::string AlarmJson(const AlarmStarted& a, int utc_offset_minutes);

}  // namespace chelian::live
