// The car app's one route table: paths (relative to /car or /child/car), titles and menu ids (from
// ../access); the router, the app's menu and the permission check read it. Pages load on demand
// (R-ROUTE-1); pages take their button ids from ../access, never from here.
import type { ComponentType } from 'react';
import { MONITOR_MENU_ID, PLAYBACK_MENU_ID, UNREGISTERED_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';

export interface CarRoute {
  path: string;
  title: string;
  /** Resource id that must be in the user's menu set. */
  menuId: number;
  /** Listed in the app's menu (playback is not: it opens in its own tab for one vehicle). */
  menu?: boolean;
  page: () => Promise<ComponentType>;
}

export const DEFAULT_PATH = '/monitor';

export const carRoutes: CarRoute[] = [
  {
    path: '/monitor',
    title: texts.monitor,
    menuId: MONITOR_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/monitor/MonitorPage')).MonitorPage,
  },
  {
    path: '/playback',
    title: texts.playback,
    menuId: PLAYBACK_MENU_ID,
    page: async () => (await import('../pages/playback/PlaybackPage')).PlaybackPage,
  },
  {
    path: '/unregistered',
    title: texts.unregistered,
    menuId: UNREGISTERED_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/unregistered/UnregisteredPage')).UnregisteredPage,
  },
];

/** The app's menu: the menu routes the user holds, in table order. */
export function menuRoutes(hasMenu: (id: number) => boolean): CarRoute[] {
  return carRoutes.filter((r) => r.menu && hasMenu(r.menuId));
}

/** The route whose path is `pathname` (inner path, trailing slash ignored). */
export function routeOfPath(pathname: string): CarRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return carRoutes.find((r) => r.path === path);
}

/** Router basename: /car inside the shell, /child/car stand-alone, so inner paths are the same. */
export function routerBasename(embedded: boolean, routerBase?: string): string {
  return embedded ? (routerBase ?? '/car') : '/child/car';
}
