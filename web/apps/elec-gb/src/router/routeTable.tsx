// The 新国标 app's one route table: paths (relative to /elec-gb or /child/elec-gb), titles and menu
// ids (from ../access); the router, the side menu and the page guard read it. Pages load on demand.
import { monitorPrefetch } from '@chelian/tracking';
import type { SubAppRoute } from '@chelian/ui/subapp';
import { CHECK_MENU_ID, LIVE_MENU_ID, MONTHLY_MENU_ID, REGISTRY_MENU_ID, SWITCHES_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';
import { GB_PROFILE } from '../shared/gbProfile';

/** The name the shell registers the app under (SUB_APPS): /elec-gb, /child/elec-gb/. */
export const ELEC_GB_APP_NAME = 'elec-gb';

/** In menu order (the resources' sort in migration 0120). */
export const elecGbRoutes: SubAppRoute[] = [
  { path: '/registry', title: texts.registry, menuId: REGISTRY_MENU_ID, menu: true, page: async () => (await import('../pages/registry/RegistryPage')).RegistryPage },
  { path: '/check', title: texts.check, menuId: CHECK_MENU_ID, menu: true, page: async () => (await import('../pages/check/CheckPage')).CheckPage },
  { path: '/monthly', title: texts.monthly, menuId: MONTHLY_MENU_ID, menu: true, page: async () => (await import('../pages/monthly/MonthlyPage')).MonthlyPage },
  { path: '/switches', title: texts.switches, menuId: SWITCHES_MENU_ID, menu: true, page: async () => (await import('../pages/switches/SwitchesPage')).SwitchesPage },
  { path: '/live', title: texts.live, menuId: LIVE_MENU_ID, menu: true, page: async () => (await import('../pages/live/LivePage')).LivePage, prefetch: monitorPrefetch(GB_PROFILE) },
];
