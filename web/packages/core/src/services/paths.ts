// Paths of the calls the shell makes (console-spec §7 table; customer info path chosen by the server).

export const API_PATHS = {
  customerInfo: '/oauth/customerInfo',
  loginPage: '/oauth/loginPage',
  getCode: '/oauth/getCode',
  token: '/oauth/v4/token',
  logout: '/oauth/logout',
  getUser: '/car/v1/api/user/getUser.json',
  updateUserPassword: '/car/v1/api/user/updateUserPassword.json',
  listPermission: '/car/v1/api/user/permission/listPermission.json',
  permissionList: '/car/v1/api/user/permission/list.json',
  permissionUpdate: '/car/v1/api/user/permission/update.json',
  resourceNewList: '/car/v1/api/resource/newList.json',
  resourceList: '/car/v1/api/resource/list.json',
  platformsByRole: '/car/v1/api/platform/getPlatformByRoleId.json',
} as const;
