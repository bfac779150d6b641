// A sub-app's frame from its one route table: the side menu of the menu routes the user holds
// (re-read when the permissions change), with the app's icons, the current page selected.
import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { findRouteOfPath, heldMenuRoutes, type MenuRoute, type PermissionStore } from '@chelian/core';
import { SideMenuLayout } from './SideMenuLayout';

export interface RouteMenuLayoutProps<R extends MenuRoute & { title: string }> {
  routes: readonly R[];
  permissions: PermissionStore;
  icon: (route: R) => ReactNode;
  label: string;
  children: ReactNode;
}

export function RouteMenuLayout<R extends MenuRoute & { title: string }>({ routes, permissions, icon, label, children }: RouteMenuLayoutProps<R>) {
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const { pathname } = useLocation();
  const items = heldMenuRoutes(routes, (id) => permissions.hasMenu(id)).map((r) => ({ path: r.path, title: r.title, icon: icon(r) }));
  return (
    <SideMenuLayout items={items} current={findRouteOfPath(routes, pathname)?.path} label={label}>
      {children}
    </SideMenuLayout>
  );
}
