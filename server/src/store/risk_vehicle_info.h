// The one SELECT of a vehicle as the risk centre shows it (asset, first device, the user's follow
// level, saved state), shared by the risk centre's lists.
#pragma once

#include <string>

#include "store/db.h"
#include "store/risk_repo.h"

namespace chelian::store {

// "SELECT <info columns>" then `extra` columns, FROM assets a / groups g / devices d / device_state s /
// vehicle_concerns c (its first parameter is the user id). Add WHERE (with g.path) after it.
std::string RiskInfoSelect(std::string_view extra_columns);
constexpr size_t kRiskInfoColumns = 24;
RiskVehicleInfo RiskInfoOf(const Row& r);

}  // namespace chelian::store
