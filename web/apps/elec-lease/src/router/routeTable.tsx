// The elec-lease app's one route table: paths (relative to /elec-lease or /child/elec-lease), titles
// and menu ids (from ../access); the router, the side menu and the page guard read it. Pages load
// on demand (R-ROUTE-1).
import { monitorPrefetch } from '@chelian/tracking';
import type { SubAppRoute } from '@chelian/ui/subapp';
import { COLLECTIONS_MENU_ID, CONTRACTS_MENU_ID, MONITOR_MENU_ID, PAYMENTS_MENU_ID, POLICY_MENU_ID, RISK_MENU_ID, UTILISATION_MENU_ID } from '../access';
import { routeTexts as texts } from '../texts';
import { LEASE_PROFILE } from '../shared/leaseProfile';

/** The name the shell registers the app under (SUB_APPS): /elec-lease, /child/elec-lease/. */
export const LEASE_APP_NAME = 'elec-lease';

/** In menu order (the resources' sort in migration 0115). */
export const leaseRoutes: SubAppRoute[] = [
  { path: '/contracts', title: texts.contracts, menuId: CONTRACTS_MENU_ID, menu: true, page: async () => (await import('../pages/contracts/ContractsPage')).ContractsPage },
  { path: '/payments', title: texts.payments, menuId: PAYMENTS_MENU_ID, menu: true, page: async () => (await import('../pages/payments/PaymentsPage')).PaymentsPage },
  {
    path: '/collections',
    title: texts.collections,
    menuId: COLLECTIONS_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/collections/CollectionsPage')).CollectionsPage,
  },
  { path: '/risk', title: texts.risk, menuId: RISK_MENU_ID, menu: true, page: async () => (await import('../pages/risk/RiskPage')).RiskPage },
  {
    path: '/utilisation',
    title: texts.utilisation,
    menuId: UTILISATION_MENU_ID,
    menu: true,
    page: async () => (await import('../pages/utilisation/UtilisationPage')).UtilisationPage,
  },
  { path: '/policy', title: texts.policy, menuId: POLICY_MENU_ID, menu: true, page: async () => (await import('../pages/policy/PolicyPage')).PolicyPage },
  { path: '/monitor', title: texts.monitor, menuId: MONITOR_MENU_ID, menu: true, page: async () => (await import('../pages/monitor/MonitorPage')).MonitorPage, prefetch: monitorPrefetch(LEASE_PROFILE) },
];
