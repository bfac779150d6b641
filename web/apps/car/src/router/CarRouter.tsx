// The car app's router from the route table: lazy pages, the permission check per route, the app's
// menu around them, and a redirect from the app's root to the monitoring centre.
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { pageAccess } from '../access';
import { CarLayout } from '../layout/CarLayout';
import { useCarServices } from '../services/CarServicesContext';
import { DEFAULT_PATH, carRoutes, type CarRoute } from './routeTable';
import { carRouterTexts as texts } from '../texts';

// One lazy component per route, made once: a lazy made during a render that suspends is made anew
// on the retry and suspends again, so going from one page to another would never finish.
const lazyPages = carRoutes.map((route) => ({ route, Page: lazy(async () => ({ default: await route.page() })) }));

function Guarded({ route, children }: { route: CarRoute; children: ReactNode }) {
  const { permissions } = useCarServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const access = pageAccess(route.menuId, permissions);
  if (access === 'loading') return <Spin style={{ margin: 48 }} />;
  if (access === 'denied') return <Result status="403" title={texts.forbidden} subTitle={texts.noPermission(route.title)} />;
  return <Suspense fallback={<Spin style={{ margin: 48 }} />}>{children}</Suspense>;
}

export function CarRouter() {
  return (
    <CarLayout>
      <Routes>
        {lazyPages.map(({ route, Page }) => (
          // Keyed: each page gets its own loading boundary instead of reusing the previous page's.
          <Route
            key={route.path}
            path={route.path}
            element={
              <Guarded key={route.path} route={route}>
                <Page />
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={DEFAULT_PATH} replace />} />
      </Routes>
    </CarLayout>
  );
}
