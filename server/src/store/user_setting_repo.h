// 系统设置: the catalogue of switches (sys_permissions, migration 0060) and each user's choice —
// status 0 on, 1 off; a switch the user never set is on.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

inline constexpr long long kSwitchDeviceBox = 7;    // 显示关联设备框
inline constexpr long long kSwitchWireIcon = 8;     // 列表显示有线/无线图标
inline constexpr long long kSwitchWorkOrders = 11;  // 工单模块 (off hides 工单管理 and 安装人员管理)

struct SysPermission {
  long long id = 0;
  std::string name, remark;
};

struct UserSetting {
  long long permission_id = 0;
  int status = 0;  // 0 on, 1 off
};

// The catalogue, in its order.
Result<std::vector<SysPermission>> ListSysPermissions(Connection& conn);

// Every switch of the catalogue with `user_id`'s status.
Result<std::vector<UserSetting>> ListUserSettings(Connection& conn, long long user_id);

// Whether switch `permission_id` is on for `user_id`.
Result<bool> SwitchOn(Connection& conn, long long user_id, long long permission_id);

// Stores `settings` for `user_id`. Errors: InvalidArgument for an id outside the catalogue or a
// status other than 0 and 1 (nothing stored then).
Status SaveUserSettings(Connection& conn, long long user_id, const std::vector<UserSetting>& settings,
                        long long now_ms);

}  // namespace chelian::store
