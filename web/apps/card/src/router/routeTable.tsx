// The card app's one route table: paths (relative to /card or /child/card), titles and menu ids (from
// ../access); the router, the side menu and the page guard read it. Pages load on demand.
import { monitorPrefetch, playbackPrefetch } from '@chelian/tracking';
import type { SubAppRoute } from '@chelian/ui/subapp';
import {
  ALARM_MENU_ID,
  ATTENDANCE_DAY_MENU_ID,
  ATTENDANCE_MONTH_MENU_ID,
  ATTENDANCE_RULE_MENU_ID,
  HEALTH_MENU_ID,
  PATROL_POINT_MENU_ID,
  PATROL_RECORD_MENU_ID,
  MONITOR_MENU_ID,
  PERSON_MENU_ID,
  TRACK_MENU_ID,
  VOICE_MENU_ID,
} from '../access';
import { routeTexts as texts } from '../texts';
import { CARD_PROFILE } from '../shared/cardProfile';

/** The name the shell registers the app under (SUB_APPS): /card, /child/card/. */
export const CARD_APP_NAME = 'card';

/** In menu order (the resources' sort in migrations 0100, 0126, 0140 and 0141). */
export const cardRoutes: SubAppRoute[] = [
  { path: '/person', title: texts.person, menuId: PERSON_MENU_ID, menu: true, page: async () => (await import('../pages/person/PersonPage')).PersonPage },
  { path: '/monitor', title: texts.monitor, menuId: MONITOR_MENU_ID, menu: true, page: async () => (await import('../pages/monitor/MonitorPage')).MonitorPage, prefetch: monitorPrefetch(CARD_PROFILE) },
  { path: '/track', title: texts.track, menuId: TRACK_MENU_ID, menu: true, page: async () => (await import('../pages/track/TrackPage')).TrackPage, prefetch: playbackPrefetch(CARD_PROFILE) },
  {
    path: '/attendanceRule',
    title: texts.attendanceRule,
    menuId: ATTENDANCE_RULE_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/attendanceRule/AttendanceRulePage')).AttendanceRulePage,
  },
  {
    path: '/attendanceDay',
    title: texts.attendanceDay,
    menuId: ATTENDANCE_DAY_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/attendanceDay/AttendanceDayPage')).AttendanceDayPage,
  },
  {
    path: '/attendanceMonth',
    title: texts.attendanceMonth,
    menuId: ATTENDANCE_MONTH_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/attendanceMonth/AttendanceMonthPage')).AttendanceMonthPage,
  },
  {
    path: '/patrolPoint',
    title: texts.patrolPoint,
    menuId: PATROL_POINT_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/patrolPoint/PatrolPointPage')).PatrolPointPage,
  },
  {
    path: '/patrolRecord',
    title: texts.patrolRecord,
    menuId: PATROL_RECORD_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/patrolRecord/PatrolRecordPage')).PatrolRecordPage,
  },
  {
    path: '/health',
    title: texts.health,
    menuId: HEALTH_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/health/HealthPage')).HealthPage,
  },
  {
    path: '/alarm',
    title: texts.alarm,
    menuId: ALARM_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/alarm/AlarmPage')).AlarmPage,
  },
  {
    path: '/voice',
    title: texts.voice,
    menuId: VOICE_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/voice/VoicePage')).VoicePage,
  },
];
