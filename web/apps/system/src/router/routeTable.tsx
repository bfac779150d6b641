// The system app's one route table: paths (relative to /system or /child/system), titles and menu
// ids (from ../access); the router, the app's side menu and the page guard read it. Pages load on
// demand (R-ROUTE-1); pages take their button ids from ../access, never from here.
import { findRouteOfPath, heldMenuRoutes } from '@chelian/core';
import type { SubAppRoute } from '@chelian/ui/subapp';
import {
  IMPORT_MENU_ID,
  INSTALLER_MENU_ID,
  RENEW_MENU_ID,
  ROLE_MENU_ID,
  SETTLE_MENU_ID,
  USER_MENU_ID,
  VEHICLE_MENU_ID,
  WORKSHEET_MENU_ID,
} from '../access';
import { routeTexts as texts } from '../texts';

/** The name the shell registers the app under (SUB_APPS): /system, /child/system/. */
export const SYSTEM_APP_NAME = 'system';

export type SystemRoute = SubAppRoute;

/** In menu order (the order of the resources' sort in migration 0059). */
export const systemRoutes: SystemRoute[] = [
  { path: '/user', title: texts.user, menuId: USER_MENU_ID, menu: true, page: async () => (await import('../pages/user/UserPage')).UserPage },
  { path: '/vehicle', title: texts.vehicle, menuId: VEHICLE_MENU_ID, menu: true, page: async () => (await import('../pages/vehicle/VehiclePage')).VehiclePage },
  { path: '/import', title: texts.import, menuId: IMPORT_MENU_ID, menu: true, page: async () => (await import('../pages/import/ImportPage')).ImportPage },
  { path: '/renew', title: texts.renew, menuId: RENEW_MENU_ID, menu: true, page: async () => (await import('../pages/renew/RenewPage')).RenewPage },
  { path: '/settle', title: texts.settle, menuId: SETTLE_MENU_ID, menu: true, page: async () => (await import('../pages/settle/SettlePage')).SettlePage },
  {
    path: '/worksheet',
    title: texts.worksheet,
    menuId: WORKSHEET_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/worksheet/WorksheetPage')).WorksheetPage,
  },
  {
    path: '/installer',
    title: texts.installer,
    menuId: INSTALLER_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/installer/InstallerPage')).InstallerPage,
  },
  { path: '/role', title: texts.role, menuId: ROLE_MENU_ID, menu: true, page: async () => (await import('../pages/role/RolePage')).RolePage },
];

/** The app's menu: the menu routes the user holds, in table order. */
export function menuRoutes(hasMenu: (id: number) => boolean): SystemRoute[] {
  return heldMenuRoutes(systemRoutes, hasMenu);
}

/** The route whose path is `pathname` (inner path, trailing slash ignored). */
export function routeOfPath(pathname: string): SystemRoute | undefined {
  return findRouteOfPath(systemRoutes, pathname);
}

