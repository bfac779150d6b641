// The four data rights of an account (v3-console-inventory §2.7): whether it may cut oil and
// delete users, groups and vehicles. Stored as the previous console's flags (0 allowed, 1 not).
#pragma once

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct UserRights {
  bool cut_oil = true;
  bool delete_user = true;
  bool delete_group = true;
  bool delete_vehicle = true;
};

// The rights of user `user_id`. Errors: NotFound for an unknown user.
Result<UserRights> LoadUserRights(Connection& conn, long long user_id);

}  // namespace chelian::store
