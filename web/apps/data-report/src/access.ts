// The data-report app's permission ids. The route table, the side menu and the pages' button guards
// read them from here: the page (menu) ids of the previous console's 数据报表 menu (1501–1515,
// v3-console-inventory §1.1/§1.3, resources under the app's entry 9020) and its button ids (§5.3,
// `<menu id><2-digit button no.>`; ids §5.3 does not list follow the same scheme).

/** The app's entry in the resource tree: 9000 + platformId 20. */
export const DATA_REPORT_MENU_ID = 9020;

export const ALARM_INFO_MENU_ID = 1501;
export const OFFLINE_MENU_ID = 1502;
export const DRIVING_MENU_ID = 1503;
export const PARKING_MENU_ID = 1504;
export const FREQUENT_STOPS_MENU_ID = 1505;
export const ENERGY_MENU_ID = 1506;
export const MILEAGE_MENU_ID = 1507;
export const TOTAL_MILEAGE_MENU_ID = 1508;
export const INSTRUCTION_MENU_ID = 1509;
export const OPERATION_MENU_ID = 1510;
export const MAINTAIN_MENU_ID = 1511;
export const INSURANCE_MENU_ID = 1512;
export const OBD_MENU_ID = 1513;
export const LOCK_ALARM_MENU_ID = 1514;
export const LOCK_OPERATION_MENU_ID = 1515;
/** 车辆日在线 (console-spec §4 seed route): no page of its own in the previous console, held with the app. */
export const DAY_ONLINE_MENU_ID = DATA_REPORT_MENU_ID;

// 报警记录 (1501)
export const BUTTON_ALARM_SEARCH = 150101;
export const BUTTON_ALARM_EXPORT = 150102;
/** 报警明细 导出 (also 里程明细 导出, as in the previous console). */
export const BUTTON_DETAIL_EXPORT = 150104;
// 离线统计 (1502)
export const BUTTON_OFFLINE_SEARCH = 150201;
export const BUTTON_OFFLINE_EXPORT = 150202;
// 行车统计 (1503)
export const BUTTON_DRIVING_SEARCH = 150301;
export const BUTTON_DRIVING_EXPORT = 150303;
export const BUTTON_DRIVING_DETAIL_EXPORT = 150304;
// 停车报表 (1504)
export const BUTTON_PARKING_SEARCH = 150401;
export const BUTTON_PARKING_EXPORT = 150402;
// 经常停留点 (1505)
export const BUTTON_STOPS_SEARCH = 150501;
export const BUTTON_STOPS_DETAIL = 150502;
export const BUTTON_STOPS_MAP = 150503;
export const BUTTON_STOPS_EXPORT = 150504;
// 剩余电量 (1506)
export const BUTTON_ENERGY_SEARCH = 150601;
export const BUTTON_ENERGY_EXPORT = 150602;
// 里程报表 (1507)
export const BUTTON_MILEAGE_SEARCH = 150701;
export const BUTTON_MILEAGE_EXPORT = 150703;
// 总里程查询 (1508)
export const BUTTON_TOTAL_MILEAGE_SEARCH = 150801;
export const BUTTON_TOTAL_MILEAGE_EXPORT = 150802;
// 指令查询 (1509)
export const BUTTON_INSTRUCTION_SEARCH = 150901;
export const BUTTON_INSTRUCTION_EXPORT = 150902;
// 操作记录 (1510)
export const BUTTON_OPERATION_SEARCH = 151001;
export const BUTTON_OPERATION_EXPORT = 151002;
// 保养报表 (1511)
export const BUTTON_MAINTAIN_SEARCH = 151101;
export const BUTTON_MAINTAIN_EXPORT = 151102;
// 保险报表 (1512; §5.3 lists none, the scheme's)
export const BUTTON_INSURANCE_SEARCH = 151201;
export const BUTTON_INSURANCE_EXPORT = 151202;
// OBD报表 (1513; no export)
export const BUTTON_OBD_SEARCH = 151301;
// 物流锁报警记录 (1514)
export const BUTTON_LOCK_ALARM_SEARCH = 151401;
export const BUTTON_LOCK_ALARM_EXPORT = 151402;
// 物流锁操作记录 (1515)
export const BUTTON_LOCK_OPERATION_SEARCH = 151501;
export const BUTTON_LOCK_OPERATION_EXPORT = 151502;
