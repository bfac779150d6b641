// A sub-app's routes from its route table: one page loader per route (made once), each behind the
// page guard (a spinner while the resource list and the page's code load, 无权访问 without the page's
// menu id), and what the root and unknown paths show. An allowed page's `prefetch` starts its first
// data call.
import { Suspense, lazy, startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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
  /** The page's component once its code is in. */
  loaded: () => ComponentType | undefined;
  /** Loads the page's code (once; again after a failure); settles when it is in or has failed. */
  load: () => Promise<void>;
  /** The page through React.lazy: rendered only after a failed load, so the error reaches the boundary. */
  Lazy: LazyExoticComponent<ComponentType>;
}

const pagesOfTable = new WeakMap<readonly SubAppRoute[], LazyRoutePage<SubAppRoute>[]>();

/**
 * One page loader per route, made once per route table and shared by whoever asks (the router, the
 * mount that starts its first page): a lazy made during a render that suspends is made anew on the
 * retry and suspends again, so going to another page never finishes.
 */
export function lazyRoutePages<R extends SubAppRoute>(routes: readonly R[]): LazyRoutePage<R>[] {
  const known = pagesOfTable.get(routes) as LazyRoutePage<R>[] | undefined;
  if (known) return known;
  const made = routes.map((route) => {
    let component: ComponentType | undefined;
    let pending: Promise<ComponentType> | undefined;
    const code = () =>
      (pending ??= route.page().then(
        (c) => (component = c),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      ));
    return {
      route,
      loaded: () => component,
      load: () => code().then(
        () => undefined,
        () => undefined,
      ),
      Lazy: lazy(async () => ({ default: await code() })),
    };
  });
  pagesOfTable.set(routes, made);
  return made;
}

/**
 * The page guard: waits for the resource list, refuses a page whose menu id the user lacks. The
 * page's code loads meanwhile, and the page renders only once it is in (a page that suspended
 * instead would show React's fallback, whose reveal React holds back for 300 ms) and its prefetch
 * has started (issue 28).
 */
export function PageGuard<R extends SubAppRoute>({ page }: { page: LazyRoutePage<R> }) {
  const { route } = page;
  const services = useSubAppServices();
  const { permissions } = services;
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const access = pageAccess(route.menuId, permissions);
  // The page's code: its component once in; settled once in or failed to load.
  const [code, setCode] = useState(() => ({ Page: page.loaded(), settled: page.loaded() !== undefined }));
  const [asked, setAsked] = useState(false); // the page's prefetch has started
  useEffect(() => {
    if (access === 'denied' || code.settled) return undefined;
    let live = true;
    void page.load().then(() => {
      if (live) setCode({ Page: page.loaded(), settled: true });
    });
    return () => {
      live = false;
    };
  }, [access, code.settled, page]);
  // Before the page's first render, which can take the main thread for a while. The browser sends
  // the request only once the main thread is free, so that render is a transition: React yields to
  // the browser every few milliseconds. A page without prefetch renders at once.
  useLayoutEffect(() => {
    if (access !== 'allowed' || asked || !route.prefetch) return;
    route.prefetch(services);
    startTransition(() => setAsked(true));
  }, [access, asked, route, services]);
  if (access === 'denied') return <Result status="403" title={texts.forbidden} subTitle={texts.noPermission(route.title)} />;
  if (access === 'loading' || (route.prefetch && !asked) || !code.settled) return <Spin style={{ margin: 48 }} />;
  const { Page } = code;
  // The boundary stays for what a page may load lazily inside; the page itself does not suspend.
  return <Suspense fallback={<Spin style={{ margin: 48 }} />}>{Page ? <Page /> : <page.Lazy />}</Suspense>;
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
      {pages.map((page) => (
        // Keyed: each page gets its own guard instead of reusing the previous page's.
        <Route key={page.route.path} path={page.route.path} element={<PageGuard key={page.route.path} page={page} />} />
      ))}
      <Route path="*" element={fallback} />
    </Routes>
  );
}
