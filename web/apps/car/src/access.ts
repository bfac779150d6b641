// The car app's permission ids and the access rule of its pages. The route table, the app's menu and
// the pages' button guards all read these ids from here (never from each other): menu ids of the
// pages (resources of the 智能车联 menu 9008) and the button ids of the monitor (resource type 3).

/** 监控中心. */
export const MONITOR_MENU_ID = 900801;
/** 轨迹回放 (opened in its own tab for one vehicle; not in the app's menu). */
export const PLAYBACK_MENU_ID = 900802;
/**
 * 未注册设备, administrators only like its API: the role 管理员 holds this id, 普通用户 does not
 * (the server's resource rows are 9008xx pages under the car menu 9008).
 */
export const UNREGISTERED_MENU_ID = 900803;

/** 风控中心 (migration 0076). */
export const RISK_MENU_ID = 900804;
/** 风控中心's 结清 icon: the previous console's 结清列表 search id (v3-console-inventory §5.3). */
export const BUTTON_RISK_SETTLE = 160501;

/** Buttons of the monitor (ids of the previous console, v3-console-inventory §5.3). */
export const BUTTON_CONCERN = 130105;
export const BUTTON_VEHICLE_INFO = 130107;
export const BUTTON_HANDLE_ALARM = 130110;
export const BUTTON_ADMIN_REGION = 130109;
/** Fences and points: draw, change, bind, delete (Chelian's own id, migration 0040). */
export const BUTTON_FENCE = 130111;

/** The access rule of a page (the sub-app kit's: loading while the menu set is empty, then the menu id). */
export { pageAccess, type MenuPermissions, type PageAccess } from '@chelian/core';
