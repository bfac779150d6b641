// Per-user rights.
#include "api/rights.h"

#include <cassert>

#include "command/catalogue.h"
#include "store/resource_repo.h"

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
  if (right == Right::kNone || session.is_admin) return true;
  return store::RoleHoldsResource(conn, session.role_id, RightResource(right));
}

}  // namespace chelian::api
