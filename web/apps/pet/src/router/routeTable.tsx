// The pet app's one route table: paths (relative to /pet or /child/pet), titles and menu ids (from
// ../access), in the order of migration 0105; the router, the side menu and the page guard read it.
import { monitorPrefetch, playbackPrefetch } from '@chelian/tracking';
import type { SubAppRoute } from '@chelian/ui/subapp';
import { ACTIVITY_MENU_ID, ALARM_MENU_ID, MONITOR_MENU_ID, PETS_MENU_ID, TRACK_MENU_ID, ZONE_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';
import { PET_PROFILE } from '../shared/petProfile';

/** The name the shell registers the app under (SUB_APPS): /pet, /child/pet/. */
export const PET_APP_NAME = 'pet';

export const petRoutes: SubAppRoute[] = [
  { path: '/pets', title: texts.pets, menuId: PETS_MENU_ID, menu: true, page: async () => (await import('../pages/pets/PetsPage')).PetsPage },
  { path: '/monitor', title: texts.monitor, menuId: MONITOR_MENU_ID, menu: true, page: async () => (await import('../pages/monitor/MonitorPage')).MonitorPage, prefetch: monitorPrefetch(PET_PROFILE) },
  { path: '/track', title: texts.track, menuId: TRACK_MENU_ID, menu: true, page: async () => (await import('../pages/track/TrackPage')).TrackPage, prefetch: playbackPrefetch(PET_PROFILE) },
  { path: '/zone', title: texts.zone, menuId: ZONE_MENU_ID, menu: true, page: async () => (await import('../pages/zone/ZonePage')).ZonePage },
  { path: '/activity', title: texts.activity, menuId: ACTIVITY_MENU_ID, menu: true, page: async () => (await import('../pages/activity/ActivityPage')).ActivityPage },
  { path: '/alarm', title: texts.alarm, menuId: ALARM_MENU_ID, menu: true, page: async () => (await import('../pages/alarm/AlarmPage')).AlarmPage },
];
