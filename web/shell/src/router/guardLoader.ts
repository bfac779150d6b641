// Wires the pure navigation guard into react-router: a loader on the root route that runs before
// every navigation, with the shell's real effects (customer info, permission load). A signed-in
// user who lands on a page the guard lets pass unchecked (/404) still gets their menus (#30 item 9).
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { applyCustomerInfoToDocument, currentSessionId, navigationGuard, type GuardEffects } from '@chelian/core';
import type { ShellServices } from '../services/shellServices';
import { metaForPath } from './routeMeta';
import { isPublicRoute } from './routeTable';

export function createGuardEffects(services: ShellServices, host: () => string): GuardEffects {
  let first = true;
  return {
    isFirstNavigation: () => first,
    markFirstNavigationDone: () => {
      first = false;
    },
    fetchCustomerInfo: () => services.auth.getCustomerInfo(host()),
    applyCustomerInfo: (info) => {
      services.siteInfo.set(info);
      applyCustomerInfoToDocument(info);
    },
    menuSize: () => services.permissions.menuSize(),
    loadPermissions: async () => {
      // Silent: the guard turns failures into /login or /reload itself.
      services.permissions.load(await services.access.listResources({ silent: true }));
    },
  };
}

/** The root loader: resolves to null to let the navigation proceed, or throws a redirect. */
export function createGuardLoader(routes: () => RouteObject[], effects: GuardEffects, signedIn: () => boolean = () => false) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const path = new URL(request.url).pathname;
    const decision = await navigationGuard({ path, meta: metaForPath(routes(), path) }, effects);
    if (decision.action === 'redirect' && decision.to !== path) throw redirect(decision.to);
    if (!isPublicRoute(path) && signedIn() && effects.menuSize() === 0) {
      // Best effort: the page shows either way; a failure leaves the menus as they were.
      await effects.loadPermissions().catch(() => undefined);
    }
    return null;
  };
}

/** True when a session id is stored (the user signed in, whether or not it is still valid). */
export function hasStoredSession(services: ShellServices): boolean {
  return currentSessionId(services.storage) !== '';
}
