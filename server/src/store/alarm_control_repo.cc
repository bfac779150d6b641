// Alarm settings repository.
#include "store/alarm_control_repo.h"

namespace chelian::store {

Result<std::vector<AlarmControlRow>> LoadAlarmControlRows(Connection& conn, const std::string& path) {
  auto rows = conn.Query(
      "SELECT ac.group_id, ac.code, ac.enabled, ac.value, ac.duration FROM alarm_control ac "
      "JOIN groups g ON g.id = ac.group_id WHERE ? LIKE g.path || '%' ORDER BY length(g.path), ac.code",
      {path});
  if (!rows.ok()) return rows.status();
  std::vector<AlarmControlRow> out;
  for (const auto& r : *rows) {
    AlarmControlRow a{r.Int(0), r.Text(1), static_cast<int>(r.Int(2))};
    if (!r.IsNull(3)) a.value = r.Real(3);
    if (!r.IsNull(4)) a.duration = static_cast<int>(r.Int(4));
    out.push_back(std::move(a));
  }
  return out;
}

Status SaveAlarmControlRows(Connection& conn, long long group_id, const std::vector<AlarmControlRow>& rows,
                            long long user_id, long long now_ms) {
  return InTransaction(conn, [&]() -> Status {
    for (const auto& r : rows) {
      Status s = conn.Exec(
          "INSERT INTO alarm_control (group_id, code, enabled, value, duration, updated_by, updated_at) "
          "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, code) DO UPDATE SET enabled = excluded.enabled, "
          "value = excluded.value, duration = excluded.duration, updated_by = excluded.updated_by, "
          "updated_at = excluded.updated_at",
          {group_id, r.code, r.enabled, r.value ? Value(*r.value) : Value(), r.duration ? Value(*r.duration) : Value(),
           user_id, now_ms});
      if (!s.ok()) return s;
    }
    return Status::Ok();
  });
}

}  // namespace chelian::store
