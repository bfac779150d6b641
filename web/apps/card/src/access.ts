// The card app's permission ids (resources of the 智能工牌 menu 9011, migration 0100). The route
// table, the side menu and the pages' button guards read them from here; the server checks the same
// button ids on its routes.

/** The app's entry in the resource tree: 9000 + platformId 11. */
export const CARD_MENU_ID = 9011;

/** 实时定位 /monitor (migration 0140). */
export const MONITOR_MENU_ID = 1101;
export const TRACK_MENU_ID = 1102;
export const ATTENDANCE_RULE_MENU_ID = 1103;
export const ATTENDANCE_DAY_MENU_ID = 1104;
export const ATTENDANCE_MONTH_MENU_ID = 1105;
export const PATROL_POINT_MENU_ID = 1106;
export const PATROL_RECORD_MENU_ID = 1107;
export const PERSON_MENU_ID = 1110;
export const HEALTH_MENU_ID = 1108;
export const ALARM_MENU_ID = 1109;
/** 语音消息 /voice (migration 0141). */
export const VOICE_MENU_ID = 1111;

/** 人员管理 buttons. */
export const PERSON_ADD_BUTTON = 111001;
export const PERSON_EDIT_BUTTON = 111002;
export const PERSON_DELETE_BUTTON = 111003;
/** 考勤规则: 保存 / 删除. */
export const RULE_SAVE_BUTTON = 110301;
/** 巡更点: 新增 / 修改 / 删除. */
export const PATROL_POINT_EDIT_BUTTON = 110601;
/** The reports' 导出 buttons. */
export const ATTENDANCE_DAY_EXPORT_BUTTON = 110401;
export const ATTENDANCE_MONTH_EXPORT_BUTTON = 110501;
export const PATROL_RECORD_EXPORT_BUTTON = 110701;
/** SOS/跌倒: 处理 (the alarm handling dialog), migration 0126. */
export const ALARM_HANDLE_BUTTON = 110901;
