// The elec-car app's permission ids. The route table, the app's menu and the pages' button guards
// (`<Access button={…}>`) all read them from here, never from each other: the menu ids of the pages
// (resources of the 电单车卫士 menu 9018, migration 0110) and its one button (the server checks the
// same id on 锁车/解锁).

/** The app's entry in the resource tree: 9000 + platformId 18. */
export const ELEC_CAR_MENU_ID = 9018;

/** 我的车辆 /bikes. */
export const BIKES_MENU_ID = 1801;
/** 实时定位 /monitor (the live map) and its 找车 /find. */
export const MONITOR_MENU_ID = 1802;
/** 骑行记录 /rides. */
export const RIDES_MENU_ID = 1803;
/** 防盗报警 /alarms. */
export const ALARMS_MENU_ID = 1804;
/** 分享 /share. */
export const SHARE_MENU_ID = 1805;

/** 远程锁车: 锁车 and 解锁 (also 断油电 and the caller's password, on the server). */
export const BUTTON_LOCK = 180101;

/** The access rule of a page (the sub-app kit's: loading while the menu set is empty, then the menu id). */
export { pageAccess, type PageAccess } from '@chelian/core';
