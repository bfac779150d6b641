// The one way a vehicle is settled (结清) or its settlement withdrawn (结清撤回): the buttons that allow
// it, then store::SetSettled (all its devices, one operation-log entry). updateSettleStatus and the
// 车辆资料 dialog's 状态 field (saveVehicle / updateVehicle `settle`) both go through here.
#pragma once

#include <string>

#include "api/api_call.h"
#include "core/status.h"
#include "store/db.h"

namespace chelian::api {

inline constexpr long long kButtonSettle = 130108;      // monitor: 结清 / 结清撤回
inline constexpr long long kButtonRiskSettle = 160501;  // 结清列表 搜索, also the risk centre's 结清 icon (§2.5)
inline constexpr long long kButtonWithdraw = 160503;    // 结清列表: 结清撤回

// Settles (`settle`) or withdraws vehicle `vehicle_id` of the caller's scope at `now`, `remark` in the
// log. Settling needs 130108 or 160501, withdrawing 130108 or 160503 (PermissionDenied 没有该操作的权限);
// NotFound outside the scope; FailedPrecondition when already in that state.
Status ChangeSettlement(store::Connection& conn, const ApiCall& call, long long vehicle_id, bool settle,
                        const std::string& remark, long long now);

}  // namespace chelian::api
