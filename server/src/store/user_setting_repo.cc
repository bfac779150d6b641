// User settings repository.
#include "store/user_setting_repo.h"

#include <set>

namespace chelian::store {

Result<std::vector<SysPermission>> ListSysPermissions(Connection& conn) {
  auto rows = conn.Query("SELECT id, name, remark FROM sys_permissions ORDER BY sort, id");
  if (!rows.ok()) return rows.status();
  std::vector<SysPermission> out;
  for (const auto& r : *rows) out.push_back({r.Int(0), r.Text(1), r.Text(2)});
  return out;
}

Result<std::vector<UserSetting>> ListUserSettings(Connection& conn, long long user_id) {
  auto rows = conn.Query(
      "SELECT p.id, COALESCE(s.status, 0) FROM sys_permissions p "
      "LEFT JOIN user_settings s ON s.permission_id = p.id AND s.user_id = ? ORDER BY p.sort, p.id",
      {user_id});
  if (!rows.ok()) return rows.status();
  std::vector<UserSetting> out;
  for (const auto& r : *rows) out.push_back({r.Int(0), static_cast<int>(r.Int(1))});
  return out;
}

Result<bool> SwitchOn(Connection& conn, long long user_id, long long permission_id) {
  auto rows =
      conn.Query("SELECT status FROM user_settings WHERE user_id = ? AND permission_id = ?", {user_id, permission_id});
  if (!rows.ok()) return rows.status();
  return rows->empty() || rows->front().Int(0) == 0;
}

Status SaveUserSettings(Connection& conn, long long user_id, const std::vector<UserSetting>& settings,
                        long long now_ms) {
  auto catalogue = ListSysPermissions(conn);
  if (!catalogue.ok()) return catalogue.status();
  std::set<long long> known;
  for (const auto& p : *catalogue) known.insert(p.id);
  for (const auto& s : settings) {
    if (!known.count(s.permission_id)) return InvalidArgument("未知的设置项: " + std::to_string(s.permission_id));
    if (s.status != 0 && s.status != 1) return InvalidArgument("设置状态只能是0（开启）或1（关闭）");
  }
  return InTransaction(conn, [&]() -> Status {
    for (const auto& s : settings) {
      if (Status d = conn.Exec("DELETE FROM user_settings WHERE user_id = ? AND permission_id = ?",
                               {user_id, s.permission_id});
          !d.ok())
        return d;
      if (Status i =
              conn.Exec("INSERT INTO user_settings (user_id, permission_id, status, updated_at) VALUES (?, ?, ?, ?)",
                        {user_id, s.permission_id, s.status, now_ms});
          !i.ok())
        return i;
    }
    return Status::Ok();
  });
}

}  // namespace chelian::store
