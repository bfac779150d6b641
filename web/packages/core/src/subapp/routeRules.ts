// The rules every sub-app's one route table obeys (router, menu and page guard read the table):
// which pages a user's menu holds, the route of a path, the page the app's root opens, and whether
// a page may open (the resource list still loading, refused, allowed).

/** The part of a route entry these rules read. */
export interface MenuRoute {
  /** Inner path, e.g. /role (the same under /<name> and /child/<name>). */
  path: string;
  /** Resource id (type 2) that must be in the user's menu set. */
  menuId: number;
  /** Listed in the app's menu. */
  menu?: boolean;
}

/** What the user's permissions say about a page: still loading, refused, or allowed. */
export type PageAccess = 'loading' | 'denied' | 'allowed';

export interface MenuPermissions {
  menuSize(): number;
  hasMenu(id: number): boolean;
}

/** A page is allowed when its menu id is in the user's menu set; an empty set is still loading. */
export function pageAccess(menuId: number, permissions: MenuPermissions): PageAccess {
  if (permissions.menuSize() === 0) return 'loading';
  return permissions.hasMenu(menuId) ? 'allowed' : 'denied';
}

/** The app's menu: the menu routes the user holds, in table order. */
export function heldMenuRoutes<R extends MenuRoute>(routes: readonly R[], hasMenu: (id: number) => boolean): R[] {
  return routes.filter((r) => r.menu && hasMenu(r.menuId));
}

/** The route whose path is `pathname` (inner path, trailing slash ignored). */
export function findRouteOfPath<R extends MenuRoute>(routes: readonly R[], pathname: string): R | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === path);
}

/**
 * Where the app's root leads: 'loading' while the menu set is empty, the first menu route the user
 * holds, or undefined when they hold none.
 */
export function indexTarget<R extends MenuRoute>(routes: readonly R[], permissions: MenuPermissions): R | 'loading' | undefined {
  if (permissions.menuSize() === 0) return 'loading';
  return heldMenuRoutes(routes, (id) => permissions.hasMenu(id))[0];
}
