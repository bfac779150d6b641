// Looks up the merged meta of the route a path leads to (parent metas first, the deepest wins).
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { mergeMeta, type RouteMeta } from '@chelian/core';
import type { RouteHandle } from './toRouteObjects';

export function metaForPath(routes: RouteObject[], pathname: string): RouteMeta {
  const matches = matchRoutes(routes, pathname) ?? [];
  return mergeMeta(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.meta));
}
