// Turns the shell's route table into react-router route objects: lazy pages, redirects, null
// elements for sub-app routes, and the meta in `handle` for the guard and the layout.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteMeta } from '@chelian/core';
import type { ShellRoute } from './routeTable';

export interface RouteHandle {
  meta?: RouteMeta;
  name?: string;
}

export function toRouteObjects(routes: readonly ShellRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle: RouteHandle = { ...(route.meta ? { meta: route.meta } : {}), ...(route.name ? { name: route.name } : {}) };
    const base = { handle };
    const path = route.path;
    if (route.redirect) {
      const element = <Navigate to={route.redirect} replace />;
      return path === '' ? { ...base, index: true, element } : { ...base, path, element };
    }
    if (route.subApp) return { ...base, path, element: null };
    const page = route.page;
    return {
      ...base,
      path,
      ...(page ? { lazy: async () => ({ Component: await page() }) } : {}),
      ...(route.children ? { children: toRouteObjects(route.children) } : {}),
    };
  });
}
