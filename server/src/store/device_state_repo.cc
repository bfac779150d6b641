// Device state repository.
#include "store/device_state_repo.h"

namespace chelian::store {

Result<std::optional<DeviceStateRow>> LoadDeviceState(Connection& conn, long long device_id) {
  auto rows = conn.Query(
      "SELECT fix_time, recv_time, lat, lon, speed, course, flags, mileage, motion, motion_since, attributes, "
      "odometer, odometer_total, odometer_time FROM device_state WHERE device_id = ?",
      {device_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<DeviceStateRow>();
  const Row& r = rows->front();
  DeviceStateRow s;
  s.device_id = device_id;
  s.fix_time = r.Int(0);
  s.recv_time = r.Int(1);
  s.lat = r.Real(2);
  s.lon = r.Real(3);
  s.speed = r.Real(4);
  s.course = static_cast<int>(r.Int(5));
  s.flags = static_cast<int>(r.Int(6));
  s.mileage = r.Real(7);
  s.motion = static_cast<int>(r.Int(8));
  s.motion_since = r.Int(9);
  s.attributes = r.Text(10);
  s.odometer = r.Real(11);
  s.odometer_total = r.Real(12);
  s.odometer_time = r.Int(13);
  return std::optional<DeviceStateRow>(std::move(s));
}

Status SaveDeviceStates(Connection& conn, const std::vector<DeviceStateRow>& rows) {
  return InTransaction(conn, [&]() -> Status {
    for (const DeviceStateRow& s : rows) {
      Status e = conn.Exec(
          "INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, course, flags, mileage, motion, "
          "motion_since, attributes, odometer, odometer_total, odometer_time) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (device_id) DO UPDATE SET "
          "fix_time = excluded.fix_time, recv_time = excluded.recv_time, lat = excluded.lat, lon = excluded.lon, "
          "speed = excluded.speed, course = excluded.course, flags = excluded.flags, mileage = excluded.mileage, "
          "motion = excluded.motion, motion_since = excluded.motion_since, attributes = excluded.attributes, "
          "odometer = excluded.odometer, odometer_total = excluded.odometer_total, "
          "odometer_time = excluded.odometer_time",
          {s.device_id, s.fix_time, s.recv_time, s.lat, s.lon, s.speed, s.course, s.flags, s.mileage, s.motion,
           s.motion_since, Value::Borrowed(s.attributes), s.odometer, s.odometer_total, s.odometer_time});
      if (!e.ok()) return e;
    }
    return Status::Ok();
  });
}

}  // namespace chelian::store
