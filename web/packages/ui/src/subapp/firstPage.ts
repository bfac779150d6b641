// The page a mount opens at, started before the app's first render (issue 28): its code and its
// first data are asked for while React renders the frame and the resource list loads. The page
// guard still decides what is shown; the server still decides what the data call may read.
import { findRouteOfPath, subAppRouterBasename, type SubAppMountInfo } from '@chelian/core';
import type { SubAppRoute } from './GuardedRoutes';
import type { SubAppServices } from './services';

/** The route at `pathname` under the app's router basename; none outside it or on an unknown path. */
export function routeAtAddress<R extends SubAppRoute>(name: string, routes: readonly R[], mount: SubAppMountInfo, pathname: string): R | undefined {
  const base = subAppRouterBasename(name, mount.embedded, mount.routerBase);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  return findRouteOfPath(routes, pathname.slice(base.length) || '/');
}

/** Starts the code and the first data call (`prefetch`) of the page at `pathname`, if any. */
export function startFirstPage(name: string, routes: readonly SubAppRoute[], services: SubAppServices, mount: SubAppMountInfo, pathname: string): void {
  const route = routeAtAddress(name, routes, mount, pathname);
  if (!route) return;
  // The module stays in the browser's module map: the guard's own load takes it from there.
  route.page().catch(() => undefined); // a failure is the guard's to show when it loads the page
  route.prefetch?.(services);
}
