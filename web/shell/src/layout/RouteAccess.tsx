// Renders the routed page only when the user holds the route's menu id; otherwise 无权访问.
// Sub-app routes are left to the sub-app container.
import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { Result } from 'antd';
import { mergeMeta } from '@chelian/core';
import { usePermissions } from '@chelian/ui';
import type { RouteHandle } from '../router/toRouteObjects';
import { routeAccessTexts as texts } from '../texts';

export function RouteAccess({ children }: { children: ReactNode }) {
  const permissions = usePermissions();
  const meta = mergeMeta(useMatches().map((m) => (m.handle as RouteHandle | undefined)?.meta));
  if (meta.menuId !== undefined && !meta.subApp && !permissions.hasMenu(meta.menuId)) {
    return <Result status="403" title={texts.forbidden} subTitle={texts.noPermission} />;
  }
  return <>{children}</>;
}
