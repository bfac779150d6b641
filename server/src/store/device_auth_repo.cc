// Implementation of the terminal authentication codes' storage.
#include "store/device_auth_repo.h"

#include "store/device_directory.h"

namespace chelian::store {

Result<DeviceAuthRow> GetDeviceAuth(Connection& conn, long long device_id) {
  auto rows = conn.Query("SELECT auth_code_hash, auth_proven_at FROM devices WHERE id = ?", {device_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("no device " + std::to_string(device_id));
  const Row& r = rows->front();
  return DeviceAuthRow{r.IsNull(0) ? "" : r.Text(0), r.IsNull(1) ? 0 : r.Int(1)};
}

Result<bool> IssueDeviceAuthCode(Connection& conn, long long device_id, const std::string& code_hash) {
  // One statement: a concurrent first proof and a registration cannot both win.
  Status s = conn.Exec("UPDATE devices SET auth_code_hash = ? WHERE id = ? AND auth_proven_at IS NULL",
                       {code_hash, device_id});
  if (!s.ok()) return s;
  return conn.Changes() > 0;
}

Status MarkDeviceAuthProven(Connection& conn, long long device_id, const std::string& code_hash, long long now) {
  return conn.Exec(
      "UPDATE devices SET auth_proven_at = ? WHERE id = ? AND auth_code_hash = ? AND auth_proven_at IS NULL",
      {now, device_id, code_hash});
}

Result<long long> ResetDeviceAuth(Connection& conn, const Scope& scope, std::string_view terminal_no) {
  const std::string number(DeviceDirectory::Normalize(terminal_no));
  if (number.empty()) return NotFound("empty terminal number");
  const bool everything = scope.group_path == Scope::Everything().group_path;
  auto rows = conn.Query(
      "SELECT d.id FROM devices d LEFT JOIN assets a ON a.id = d.asset_id LEFT JOIN groups g ON g.id = a.group_id "
      "WHERE (ltrim(d.terminal_no, '0') = ? OR d.terminal_no = ?) AND (g.path LIKE ? OR ? = 1) LIMIT 1",
      {number, number, scope.LikePattern(), everything ? 1 : 0});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("no terminal " + number + " in scope");
  long long id = rows->front().Int(0);
  if (Status s = conn.Exec("UPDATE devices SET auth_code_hash = NULL, auth_proven_at = NULL WHERE id = ?", {id});
      !s.ok())
    return s;
  return id;
}

}  // namespace chelian::store
