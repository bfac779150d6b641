// The dataCenter app's one route table: the big screen 首页 (relative to /dataCenter or
// /child/dataCenter), its title and menu id (from ../access); the router and the guard read it.
import type { SubAppRoute } from '@chelian/ui/subapp';
import { HOME_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';

/** The name the shell registers the app under (SUB_APPS): /dataCenter, /child/dataCenter/. */
export const DATA_CENTER_APP_NAME = 'dataCenter';

export const dataCenterRoutes: SubAppRoute[] = [
  { path: '/home', title: texts.home, menuId: HOME_MENU_ID, menu: true, page: async () => (await import('../pages/home/HomePage')).HomePage },
];
