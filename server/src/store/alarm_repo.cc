// Alarm episode repository.
#include "store/alarm_repo.h"

namespace chelian::store {

Result<long long> BeginAlarm(Connection& conn, const NewAlarm& a, long long now_ms) {
  auto rows = conn.Query(
      "INSERT INTO alarms (device_id, asset_id, group_id, code, label, source, begin_time, begin_lat, begin_lon, "
      "begin_speed, begin_course, begin_mileage, data, insert_time, update_time) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {a.device_id, a.asset_id, a.group_id, a.code, a.label, a.source, a.begin.time, a.begin.lat, a.begin.lon,
       a.begin.speed, a.begin.course, a.begin.mileage, a.data.empty() ? Value() : Value(a.data), now_ms, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status EndAlarm(Connection& conn, long long device_id, const std::string& code, int source, const AlarmEdge& e,
                long long now_ms) {
  return conn.Exec(
      "UPDATE alarms SET end_time = ?, end_lat = ?, end_lon = ?, end_speed = ?, end_course = ?, end_mileage = ?, "
      "update_time = ? WHERE device_id = ? AND code = ? AND source = ? AND end_time IS NULL",
      {e.time, e.lat, e.lon, e.speed, e.course, e.mileage, now_ms, device_id, code, source});
}

Result<std::vector<OpenAlarm>> OpenAlarms(Connection& conn, long long device_id) {
  auto rows =
      conn.Query("SELECT DISTINCT code, source FROM alarms WHERE device_id = ? AND end_time IS NULL", {device_id});
  if (!rows.ok()) return rows.status();
  std::vector<OpenAlarm> out;
  for (const auto& r : *rows) out.push_back({r.Text(0), static_cast<int>(r.Int(1))});
  return out;
}

}  // namespace chelian::store
