// The car app's one route table: paths (relative to /car or /child/car), titles and menu ids (from
// ../access); the router, the app's menu and the permission check read it. Pages load on demand
// (R-ROUTE-1); pages take their button ids from ../access, never from here.
import { findRouteOfPath, heldMenuRoutes, subAppRouterBasename } from '@chelian/core';
import { monitorPrefetch, playbackPrefetch } from '@chelian/tracking';
import type { SubAppRoute } from '@chelian/ui/subapp';
import { CAR_PROFILE } from '../shared/carProfile';
import { MONITOR_MENU_ID, PLAYBACK_MENU_ID, RISK_MENU_ID, UNREGISTERED_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';

/** The name the shell registers the app under (SUB_APPS): /car, /child/car/. */
export const CAR_APP_NAME = 'car';

/** A route of the car app (`menu`: listed in the app's menu; 轨迹回放 is, with its vehicle picker — #30 item 10). */
export type CarRoute = SubAppRoute;

export const DEFAULT_PATH = '/monitor';

export const carRoutes: CarRoute[] = [
  {
    path: '/monitor',
    title: texts.monitor,
    menuId: MONITOR_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/monitor/MonitorPage')).MonitorPage,
    // The first vehicles are asked for while the page's code loads (issue 28).
    prefetch: monitorPrefetch(CAR_PROFILE),
  },
  {
    path: '/playback',
    title: texts.playback,
    menuId: PLAYBACK_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/playback/PlaybackPage')).PlaybackPage,
    // An address with a vehicle (from the monitor, a report) asks for the track while the page's code loads.
    prefetch: playbackPrefetch(CAR_PROFILE),
  },
  {
    path: '/unregistered',
    title: texts.unregistered,
    menuId: UNREGISTERED_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/unregistered/UnregisteredPage')).UnregisteredPage,
  },
  {
    path: '/risk',
    title: texts.risk,
    menuId: RISK_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/risk/RiskPage')).RiskPage,
  },
];

/** The app's menu: the menu routes the user holds, in table order. */
export function menuRoutes(hasMenu: (id: number) => boolean): CarRoute[] {
  return heldMenuRoutes(carRoutes, hasMenu);
}

/** The route whose path is `pathname` (inner path, trailing slash ignored). */
export function routeOfPath(pathname: string): CarRoute | undefined {
  return findRouteOfPath(carRoutes, pathname);
}

/** Router basename: /car inside the shell, /child/car stand-alone, so inner paths are the same. */
export function routerBasename(embedded: boolean, routerBase?: string): string {
  return subAppRouterBasename(CAR_APP_NAME, embedded, routerBase);
}
