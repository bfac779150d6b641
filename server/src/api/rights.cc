// Per-user rights.
#include "api/rights.h"

#include <cassert>

#include "command/catalogue.h"
#include "store/resource_repo.h"
#include "store/user_rights.h"

namespace chelian::api {

long long RightResource(Right right) {
  switch (right) {
    case Right::kCommand:
      return command::kCommandPermission;
    case Right::kCutOil:
      return command::kCutOilPermission;
    case Right::kNone:
      break;
  }
  assert(false && "Right::kNone has no resource");
  return 0;
}

const char* RightRefusal(Right right) {
  switch (right) {
    case Right::kCommand:
      return "没有指令下发权限";
    case Right::kCutOil:
      return "没有断油电权限";
    case Right::kNone:
      break;
  }
  return "没有操作权限";
}

Result<bool> HoldsRight(store::Connection& conn, const auth::SessionInfo& session, Right right) {
  if (right == Right::kNone) return true;
  if (right == Right::kCutOil) {
    // The account's own data right (用户管理 断油电, checkOffOil) as well as the role's button.
    auto rights = store::LoadUserRights(conn, session.user_id);
    if (!rights.ok()) return rights.status();
    if (!rights->cut_oil) return false;
  }
  if (session.is_admin) return true;
  return store::RoleHoldsResource(conn, session.role_id, RightResource(right));
}

Result<bool> HoldsAnyButton(store::Connection& conn, const auth::SessionInfo& session,
                            std::initializer_list<long long> buttons) {
  if (session.is_admin) return true;
  for (long long b : buttons) {
    auto held = store::RoleHoldsResource(conn, session.role_id, b);
    if (!held.ok() || *held) return held;
  }
  return false;
}

}  // namespace chelian::api
