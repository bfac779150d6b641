// The system app's permission ids. The route table, the app's menu and the pages' button guards
// (`<Access button={…}>`) all read them from here, never from each other: the menu ids of the pages
// (resources of the 系统管理 menu 9012, migration 0059) and the button ids of the previous console
// (v3-console-inventory §5.3; the server checks the same ids on its routes).

/** The app's entry in the resource tree: 9000 + platformId 12. */
export const SYSTEM_MENU_ID = 9012;

/** 用户管理 /user. */
export const USER_MENU_ID = 901201;
/** 车辆管理 /vehicle. */
export const VEHICLE_MENU_ID = 901202;
/** 批量导入 /import. */
export const IMPORT_MENU_ID = 901203;
/** 车辆续费 /renew. */
export const RENEW_MENU_ID = 901204;
/** 结清列表 /settle. */
export const SETTLE_MENU_ID = 901205;
/** 工单管理 /worksheet. */
export const WORKSHEET_MENU_ID = 901206;
/** 安装人员管理 /installer. */
export const INSTALLER_MENU_ID = 901207;
/** 角色管理 /role (the administrator role only). */
export const ROLE_MENU_ID = 901208;

// 用户管理 (1601)
/** 修改 (table row). */
export const BUTTON_USER_EDIT = 160101;
/** 新增用户 / 新增下级. */
export const BUTTON_USER_ADD = 160102;
/** 修改 (user tree node). */
export const BUTTON_USER_EDIT_TREE = 160103;
/** 删除 (hidden too when the user's checkUser is 1). */
export const BUTTON_USER_DELETE = 160104;
/** 绑车: bind the account's group. */
export const BUTTON_USER_BIND_GROUP = 160105;
/** 重置密码. */
export const BUTTON_USER_RESET_PASSWORD = 160106;
/** 导出. */
export const BUTTON_USER_EXPORT = 160107;

// 车辆管理 (1602)
/** 新增车组. */
export const BUTTON_GROUP_ADD = 160201;
/** 修改车组. */
export const BUTTON_GROUP_EDIT = 160202;
/** 删除车组 (hidden too when checkGroup is 1). */
export const BUTTON_GROUP_DELETE = 160203;
/** 新增车辆 (车辆资料 dialog in add mode). */
export const BUTTON_VEHICLE_ADD = 160204;
/** 转移选中项. */
export const BUTTON_VEHICLE_MOVE_SELECTED = 160205;
/** 车辆转移 (by pasted plates or terminal numbers). */
export const BUTTON_VEHICLE_TRANSFER = 160206;
/** 自定义删除 (up to 5,000 terminal numbers). */
export const BUTTON_VEHICLE_CUSTOM_DELETE = 160207;
/** 转移 (table row). */
export const BUTTON_VEHICLE_MOVE_ROW = 160208;
/** 修改 (also 车辆资料 save). */
export const BUTTON_VEHICLE_EDIT = 160209;
/** 删除 (hidden too when checkVehicle is 1). */
export const BUTTON_VEHICLE_DELETE = 160210;
/** 导出 (through the download list). */
export const BUTTON_VEHICLE_EXPORT = 160211;

// 批量导入 (1603)
/** 下载模板. */
export const BUTTON_IMPORT_TEMPLATE = 160301;
/** 上传. */
export const BUTTON_IMPORT_UPLOAD = 160302;

// 车辆续费 (1604)
/** 搜索. */
export const BUTTON_RENEW_SEARCH = 160401;
/** 车币划拨: 划拨. */
export const BUTTON_COIN_TRANSFER = 160402;
/** 车币划拨记录: 搜索. */
export const BUTTON_COIN_LOG_SEARCH = 160403;
/** 批量续费 (only in 续费 mode). */
export const BUTTON_RENEW_BATCH = 160404;
/** 批量转入不续费. */
export const BUTTON_RENEW_BATCH_STOP = 160405;
/** 自定义不续费. */
export const BUTTON_RENEW_CUSTOM_STOP = 160406;
/** 自定义不续费转出. */
export const BUTTON_RENEW_CUSTOM_RESUME = 160407;
/** 自定义续费. */
export const BUTTON_RENEW_CUSTOM = 160408;

// 结清列表 (1605)
/** 搜索. */
export const BUTTON_SETTLE_SEARCH = 160501;
/** 导出. */
export const BUTTON_SETTLE_EXPORT = 160502;
/** 结清撤回. */
export const BUTTON_SETTLE_WITHDRAW = 160503;

// 工单管理 (1606)
/** 查询. */
export const BUTTON_WORKSHEET_SEARCH = 160601;
/** 新建工单. */
export const BUTTON_WORKSHEET_ADD = 160602;
/** 修改 (status < 3). */
export const BUTTON_WORKSHEET_EDIT = 160603;
/** 完成 (status 3) / 取消 (status < 3). */
export const BUTTON_WORKSHEET_FINISH_CANCEL = 160604;
/** 删除工单. */
export const BUTTON_WORKSHEET_DELETE = 160605;
/** 导出. */
export const BUTTON_WORKSHEET_EXPORT = 160606;

// 安装人员管理 (1607)
/** 查询. */
export const BUTTON_INSTALLER_SEARCH = 160701;
/** 新建人员. */
export const BUTTON_INSTALLER_ADD = 160702;
/** 修改. */
export const BUTTON_INSTALLER_EDIT = 160703;
/** 删除. */
export const BUTTON_INSTALLER_DELETE = 160704;
/** 批量删除. */
export const BUTTON_INSTALLER_BATCH_DELETE = 160705;

/** The access rule of a page (the sub-app kit's: loading while the menu set is empty, then the menu id). */
export { pageAccess, type PageAccess } from '@chelian/core';
