// User rights repository.
#include "store/user_rights.h"

namespace chelian::store {

Result<UserRights> LoadUserRights(Connection& conn, long long user_id) {
  auto rows =
      conn.Query("SELECT check_off_oil, check_user, check_group, check_vehicle FROM users WHERE id = ?", {user_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("用户不存在");
  const Row& r = rows->front();
  return UserRights{r.Int(0) == 0, r.Int(1) == 0, r.Int(2) == 0, r.Int(3) == 0};
}

}  // namespace chelian::store
