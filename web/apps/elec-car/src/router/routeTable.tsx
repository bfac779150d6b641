// The elec-car app's one route table: paths (relative to /elec-car or /child/elec-car), titles and
// menu ids (from ../access); the router, the app's side menu and the page guard read it. Pages load
// on demand (R-ROUTE-1); pages take their button ids from ../access, never from here.
import { monitorPrefetch, playbackPrefetch } from '@chelian/tracking';
import type { SubAppRoute } from '@chelian/ui/subapp';
import { ALARMS_MENU_ID, BIKES_MENU_ID, MONITOR_MENU_ID, RIDES_MENU_ID, SHARE_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';
import { BIKE_PROFILE } from '../shared/bikeProfile';

/** The name the shell registers the app under (SUB_APPS): /elec-car, /child/elec-car/. */
export const ELEC_CAR_APP_NAME = 'elec-car';

export type ElecCarRoute = SubAppRoute;

/** In menu order (the resources' sort in migration 0110). */
export const elecCarRoutes: ElecCarRoute[] = [
  { path: '/bikes', title: texts.bikes, menuId: BIKES_MENU_ID, menu: true, page: async () => (await import('../pages/bikes/BikesPage')).BikesPage },
  { path: '/monitor', title: texts.monitor, menuId: MONITOR_MENU_ID, menu: true, page: async () => (await import('../pages/monitor/MonitorPage')).MonitorPage, prefetch: monitorPrefetch(BIKE_PROFILE) },
  { path: '/find', title: texts.find, menuId: MONITOR_MENU_ID, menu: false, page: async () => (await import('../pages/find/FindPage')).FindPage },
  { path: '/rides', title: texts.rides, menuId: RIDES_MENU_ID, menu: true, page: async () => (await import('../pages/rides/RidesPage')).RidesPage },
  { path: '/rides/track', title: texts.rideTrack, menuId: RIDES_MENU_ID, menu: false, page: async () => (await import('../pages/rides/RideTrackPage')).RideTrackPage, prefetch: playbackPrefetch(BIKE_PROFILE) },
  { path: '/alarms', title: texts.alarms, menuId: ALARMS_MENU_ID, menu: true, page: async () => (await import('../pages/alarms/AlarmsPage')).AlarmsPage },
  { path: '/share', title: texts.share, menuId: SHARE_MENU_ID, menu: true, page: async () => (await import('../pages/share/SharePage')).SharePage },
];
