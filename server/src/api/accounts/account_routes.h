// 系统管理's accounts (docs/accounts.md): 用户管理's V3 user calls (/car/v1/api/user/…), 角色管理
// (/car/v1/api/role/…, the resource tree) and the header's 系统设置 switches.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

// listUser, pageUser, searchUser, export, listUserGroup (account_read_routes.cc).
void RegisterAccountReadRoutes(ApiRouter& router, ApiServices& services);
// saveClientUser, updateClientUser, deleteClientUser, resetUserPassword, bindUserGroup
// (account_write_routes.cc).
void RegisterAccountWriteRoutes(ApiRouter& router, ApiServices& services);
// role/page, get, add, update, delete, updateResource and resource/tree.json (role_routes.cc).
void RegisterRoleRoutes(ApiRouter& router, ApiServices& services);
// user/permission/listPermission, list, update and resource/listAll.json (setting_routes.cc).
void RegisterSettingRoutes(ApiRouter& router, ApiServices& services);

inline void RegisterAccountsRoutes(ApiRouter& router, ApiServices& services) {
  RegisterAccountReadRoutes(router, services);
  RegisterAccountWriteRoutes(router, services);
  RegisterRoleRoutes(router, services);
  RegisterSettingRoutes(router, services);
}

}  // namespace chelian::api
