// The risk centre's vehicle SELECT.
#include "store/risk_vehicle_info.h"

namespace chelian::store {

std::string RiskInfoSelect(std::string_view extra_columns) {
  std::string sql =
      "SELECT a.id, a.group_id, g.name, a.plate, COALESCE(a.frame_no, ''), COALESCE(a.owner, ''), "
      "COALESCE(a.remark, ''), COALESCE(d.sim, ''), COALESCE(d.terminal_type, ''), COALESCE(d.terminal_no, ''), "
      "COALESCE(d.iccid, ''), COALESCE(d.install_date, ''), COALESCE(d.activated_at, 0), COALESCE(d.settled_at, 0), "
      "COALESCE(c.level, 0), COALESCE(c.remark, ''), CASE WHEN s.device_id IS NULL THEN 0 ELSE 1 END, "
      "COALESCE(s.fix_time, 0), COALESCE(s.recv_time, 0), COALESCE(s.motion_since, 0), COALESCE(s.motion, 0), "
      "COALESCE(s.lat, 0), COALESCE(s.lon, 0), COALESCE(s.speed, 0)";
  if (!extra_columns.empty()) {
    sql += ", ";
    sql += extra_columns;
  }
  sql +=
      " FROM assets a JOIN groups g ON g.id = a.group_id "
      "LEFT JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
      "LEFT JOIN device_state s ON s.device_id = d.id "
      "LEFT JOIN vehicle_concerns c ON c.asset_id = a.id AND c.user_id = ? ";
  return sql;
}

RiskVehicleInfo RiskInfoOf(const Row& r) {
  RiskVehicleInfo v;
  v.asset_id = r.Int(0);
  v.group_id = r.Int(1);
  v.group_name = r.Text(2);
  v.plate = r.Text(3);
  v.frame_no = r.Text(4);
  v.owner = r.Text(5);
  v.remark = r.Text(6);
  v.sim = r.Text(7);
  v.terminal_type = r.Text(8);
  v.terminal_no = r.Text(9);
  v.iccid = r.Text(10);
  v.install_date = r.Text(11);
  v.activated_at = r.Int(12);
  v.settled_at = r.Int(13);
  v.concern_level = static_cast<int>(r.Int(14));
  v.concern_remark = r.Text(15);
  v.has_state = r.Int(16) != 0;
  v.fix_time = r.Int(17);
  v.recv_time = r.Int(18);
  v.motion_since = r.Int(19);
  v.motion = static_cast<int>(r.Int(20));
  v.lat = r.Real(21);
  v.lon = r.Real(22);
  v.speed = r.Real(23);
  return v;
}

}  // namespace chelian::store
