// Per-user rights: button permissions a role holds (role_resources, 系统管理 › 角色); administrators
// hold every one. A route declares the right it needs in the route table (api_router.h) and the
// router checks it before the handler runs; a right that only some calls of a route need (断油电
// for the oil commands) is checked by the handler through HoldsRight.
#pragma once

#include <initializer_list>

#include "auth/session_manager.h"
#include "core/status.h"
#include "store/db.h"

namespace chelian::api {

enum class Right {
  kNone,
  kCommand,  // 130112 指令下发: send commands to vehicles
  kCutOil,   // 130113 断油电: cut and restore oil and power
};

// The button resource of `right`. REQUIRES: right != kNone.
long long RightResource(Right right);

// What a caller without `right` is told ("没有断油电权限").
const char* RightRefusal(Right right);

// Whether the session's role holds `right` (kNone: always; administrators hold every one) and, for
// kCutOil, the account's data right 断油电 is not withdrawn (users.check_off_oil = 0, which binds
// administrators too). Errors: the lookup failed.
Result<bool> HoldsRight(store::Connection& conn, const auth::SessionInfo& session, Right right);

// Whether the session's role holds any of `buttons` (administrators hold every one): a call two
// buttons of a page send (e.g. 160101 and 160103 both edit a user). Errors: the lookup failed.
Result<bool> HoldsAnyButton(store::Connection& conn, const auth::SessionInfo& session,
                            std::initializer_list<long long> buttons);

}  // namespace chelian::api
