// The dataCenter app's permission ids: its entry in the resource tree (9000 + platformId 17) and
// its one page, the big screen 首页 (1701, migration 0074), and that page's button.

export const DATA_CENTER_MENU_ID = 9017;
export const HOME_MENU_ID = 1701;
/** 首页 › 车辆状态详情's 关注度设置 (migration 0154). */
export const BUTTON_CONCERN = 170101;
