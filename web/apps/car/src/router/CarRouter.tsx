// The car app's router from the route table: lazy pages, the permission check per route, and a
// redirect from the app's root to the monitoring centre.
import { Suspense, lazy, useMemo, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { useCarServices } from '../services/CarServicesContext';
import { DEFAULT_PATH, carRoutes, type CarRoute } from './routeTable';

function Guarded({ route }: { route: CarRoute }) {
  const { permissions } = useCarServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const Page = useMemo(() => lazy(async () => ({ default: await route.page() })), [route]);
  if (permissions.menuSize() === 0) return <Spin style={{ margin: 48 }} />;
  if (!permissions.hasMenu(route.menuId)) return <Result status="403" title="无权访问" subTitle={`您没有「${route.title}」的使用权限`} />;
  return (
    <Suspense fallback={<Spin style={{ margin: 48 }} />}>
      <Page />
    </Suspense>
  );
}

export function CarRouter() {
  return (
    <Routes>
      {carRoutes.map((r) => (
        <Route key={r.path} path={r.path} element={<Guarded route={r} />} />
      ))}
      <Route path="*" element={<Navigate to={DEFAULT_PATH} replace />} />
    </Routes>
  );
}
