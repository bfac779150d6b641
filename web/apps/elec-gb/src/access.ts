// The 新国标 app's permission ids (resources of the 新国标 menu 9026, migration 0120): the route
// table, the app's menu and the pages' button guards read them from here; the server checks the
// same button ids on its routes (api/gb/gb_routes.h).

/** The app's entry in the resource tree: 9000 + platformId 26. */
export const ELEC_GB_MENU_ID = 9026;

/** 车辆备案 /registry. */
export const REGISTRY_MENU_ID = 902601;
/** 合规检查 /check. */
export const CHECK_MENU_ID = 902602;
/** 合规月报 /monthly. */
export const MONTHLY_MENU_ID = 902603;
/** 北斗开关记录 /switches. */
export const SWITCHES_MENU_ID = 902604;
/** 实时定位 /live. */
export const LIVE_MENU_ID = 902605;

/** 备案登记 (register or edit a bike's record). */
export const BUTTON_REGISTRY_SAVE = 902611;
/** 删除备案. */
export const BUTTON_REGISTRY_DELETE = 902612;
/** 北斗开关. */
export const BUTTON_BEIDOU_SWITCH = 902613;
/** 导出月报. */
export const BUTTON_MONTHLY_EXPORT = 902614;
/** 批量导入 (车辆备案 from an .xlsx; migration 0130). */
export const BUTTON_REGISTRY_IMPORT = 902615;
