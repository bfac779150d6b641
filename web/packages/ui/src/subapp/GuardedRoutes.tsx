// A sub-app's routes from its route table: one lazy page per route (made once), each behind the
// page guard (a spinner while the resource list loads, 无权访问 without the page's menu id), and
// what the root and unknown paths show. An allowed page's `prefetch` starts its first data call.
import { Suspense, lazy, useEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { pageAccess, type MenuRoute } from '@chelian/core';
import { useSubAppServices } from './SubAppServicesContext';
import type { SubAppServices } from './services';
import { guardedRoutesTexts as texts } from '../texts';

/** A route table entry: what the rules read, the title, and the page loaded on demand (R-ROUTE-1). */
export interface SubAppRoute extends MenuRoute {
  title: string;
  page: () => Promise<ComponentType>;
  /** Asks for the page's first data while its code loads (once the page is allowed). */
  prefetch?: (services: SubAppServices) => void;
}

export interface LazyRoutePage<R extends SubAppRoute> {
  route: R;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * One lazy component per route, made once (at module level): a lazy made during a render that
 * suspends is made anew on the retry and suspends again, so going to another page never finishes.
 */
export function lazyRoutePages<R extends SubAppRoute>(routes: readonly R[]): LazyRoutePage<R>[] {
  return routes.map((route) => ({ route, Page: lazy(async () => ({ default: await route.page() })) }));
}

/** The page guard: waits for the resource list, refuses a page whose menu id the user lacks. */
export function PageGuard({ route, children }: { route: SubAppRoute; children: ReactNode }) {
  const services = useSubAppServices();
  const { permissions } = services;
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const access = pageAccess(route.menuId, permissions);
  useEffect(() => {
    if (access === 'allowed') route.prefetch?.(services);
  }, [access, route, services]);
  if (access === 'loading') return <Spin style={{ margin: 48 }} />;
  if (access === 'denied') return <Result status="403" title={texts.forbidden} subTitle={texts.noPermission(route.title)} />;
  return <Suspense fallback={<Spin style={{ margin: 48 }} />}>{children}</Suspense>;
}

export interface GuardedRoutesProps<R extends SubAppRoute> {
  pages: readonly LazyRoutePage<R>[];
  /** What the app's root (/) shows; absent: the fallback. */
  index?: ReactNode;
  /** What any other path shows. */
  fallback: ReactNode;
}

export function GuardedRoutes<R extends SubAppRoute>({ pages, index, fallback }: GuardedRoutesProps<R>) {
  return (
    <Routes>
      {index !== undefined && <Route index element={index} />}
      {pages.map(({ route, Page }) => (
        // Keyed: each page gets its own loading boundary instead of reusing the previous page's.
        <Route
          key={route.path}
          path={route.path}
          element={
            <PageGuard key={route.path} route={route}>
              <Page />
            </PageGuard>
          }
        />
      ))}
      <Route path="*" element={fallback} />
    </Routes>
  );
}
