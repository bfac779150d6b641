// The page a mount opens at, started before the app's first render (issue 28): its code and its
// first data are asked for while React renders the frame and the resource list loads. The page
// guard still decides what is shown; the server still decides what the data call may read.
import { findRouteOfPath, subAppRouterBasename, type SubAppMountInfo } from '@chelian/core';
import { lazyRoutePages, type SubAppRoute } from './GuardedRoutes';
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
  // The router's own loader of the page: its guard finds the code in (or on its way) and renders
  // the page without loading it again. A failure is the guard's to show.
  void lazyRoutePages(routes).find((page) => page.route === route)?.load();
  route.prefetch?.(services);
}
