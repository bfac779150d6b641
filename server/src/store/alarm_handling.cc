// Alarm handling repository.
#include "store/alarm_handling.h"

#include <algorithm>

namespace chelian::store {

Result<std::vector<HandledAlarm>> HandleAlarms(Connection& conn, const Scope& scope, const std::vector<long long>& ids,
                                               const AlarmHandling& h, long long now_ms) {
  std::vector<HandledAlarm> marked;
  Status s = InTransaction(conn, [&]() -> Status {
    for (long long id : ids) {
      auto row = conn.Query(
          "SELECT al.id, al.asset_id, a.group_id, g.path, al.code FROM alarms al JOIN assets a ON a.id = al.asset_id "
          "JOIN groups g ON g.id = a.group_id WHERE al.id = ? AND al.handled = 0 AND g.path LIKE ?",
          {id, scope.LikePattern()});
      if (!row.ok()) return row.status();
      if (row->empty()) continue;
      HandledAlarm a{row->at(0).Int(0), row->at(0).Int(1), row->at(0).Int(2), row->at(0).Text(3), row->at(0).Text(4)};
      Status e = conn.Exec(
          "UPDATE alarms SET handled = 1, result = ?, remark = ?, contact = ?, contact_phone = ?, handled_by = ?, "
          "handled_at = ?, update_time = ? WHERE id = ?",
          {h.result, h.remark, h.contact, h.contact_phone, h.user_id, now_ms, now_ms, id});
      if (!e.ok()) return e;
      e = conn.Exec(
          "INSERT INTO alarm_operation_log (alarm_id, asset_id, group_id, user_id, action, result, remark, contact, "
          "contact_phone, ip, created_at) VALUES (?, ?, ?, ?, 'handle', ?, ?, ?, ?, ?, ?)",
          {id, a.asset_id, a.group_id, h.user_id, h.result, h.remark, h.contact, h.contact_phone, h.ip, now_ms});
      if (!e.ok()) return e;
      marked.push_back(std::move(a));
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return marked;
}

Result<std::vector<AlarmOperation>> ListAlarmOperations(Connection& conn, const Scope& scope, long long alarm_id,
                                                        int page_number, int page_size, long long* total) {
  std::string where = "WHERE g.path LIKE ? ";
  Params params = {scope.LikePattern()};
  if (alarm_id) {
    where += "AND o.alarm_id = ? ";
    params.push_back(alarm_id);
  }
  const std::string from =
      "FROM alarm_operation_log o JOIN assets a ON a.id = o.asset_id JOIN groups g ON g.id = a.group_id "
      "LEFT JOIN alarms al ON al.id = o.alarm_id LEFT JOIN users u ON u.id = o.user_id ";
  auto count = conn.Query("SELECT COUNT(*) " + from + where, params);
  if (!count.ok()) return count.status();
  *total = count->at(0).Int(0);
  int size = std::clamp(page_size, 1, 500);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(1, page_number) - 1) * size);
  auto rows = conn.Query(
      "SELECT o.id, o.alarm_id, o.asset_id, o.user_id, COALESCE(NULLIF(u.name, ''), u.username, ''), a.plate, "
      "COALESCE(al.code, ''), COALESCE(al.label, ''), o.action, o.remark, o.contact, o.contact_phone, o.ip, o.result, "
      "o.created_at " +
          from + where + "ORDER BY o.id DESC LIMIT ? OFFSET ?",
      params);
  if (!rows.ok()) return rows.status();
  std::vector<AlarmOperation> out;
  for (const auto& r : *rows)
    out.push_back({r.Int(0), r.Int(1), r.Int(2), r.Int(3), r.Text(4), r.Text(5), r.Text(6), r.Text(7), r.Text(8),
                   r.Text(9), r.Text(10), r.Text(11), r.Text(12), static_cast<int>(r.Int(13)), r.Int(14)});
  return out;
}

}  // namespace chelian::store
