// service.hide_expired in SQL (docs/renewal.md): a vehicle with a device past its expiry (IsExpired)
// and not settled is left out of the reports and alarm lists until renewed.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// What a call about one expired vehicle answers (the track says the same of its track).
inline constexpr char kExpiredDataHidden[] = "车辆已过期，续费后可查看数据";

// " AND …" leaving out the vehicles whose id is `asset_column` that are expired at `hidden_at`,
// its value appended to `params`; "" when `hidden_at` is 0 (the setting off).
std::string NotExpiredClause(std::string_view asset_column, long long hidden_at, Params& params);

// FailedPrecondition(kExpiredDataHidden) when vehicle `asset_id`, inside `scope`, is expired at
// `hidden_at` (> 0); a vehicle outside `scope` is left to the caller's own check.
Status CheckNotExpired(Connection& conn, const Scope& scope, long long asset_id, long long hidden_at);

}  // namespace chelian::store
