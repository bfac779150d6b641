// The pet app's permission ids: its entry in the resource tree (9000 + platformId 13) and its six
// pages (9013xx, migration 0105).

export const PET_MENU_ID = 9013;
export const PETS_MENU_ID = 901301;
export const MONITOR_MENU_ID = 901302;
export const TRACK_MENU_ID = 901303;
export const ZONE_MENU_ID = 901304;
export const ACTIVITY_MENU_ID = 901305;
export const ALARM_MENU_ID = 901306;
