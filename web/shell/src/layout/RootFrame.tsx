// The root route's element: progress bar, page scale, shell messages, qiankun start-up, and the
// layout around the routed page, the always-present sub-app container, the dialog host and the
// assistant. A page opened in its own tab with urlType=blank (playback, R-ROUTE-8) gets no header,
// menu or assistant: only the page (#30 item 10).
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { subAppOfPath } from '@chelian/core';
import { usePermissions } from '@chelian/ui';
import { useNavigationProgress } from '../hooks/useNavigationProgress';
import { useWindowScale } from '../hooks/useWindowScale';
import { AssistantWidget } from '../assistant/AssistantWidget';
import { DialogHost } from '../dialogs/DialogHost';
import { useShellMessages } from '../messages/useShellMessages';
import { SubAppArea } from '../micro/SubAppArea';
import { buildMicroApps } from '../micro/microApps';
import { microAppStatus } from '../micro/microAppStatus';
import { isPublicRoute } from '../router/routeTable';
import { useShellServices } from '../services/ShellServicesContext';
import { RouteAccess } from './RouteAccess';
import { ShellLayout } from './ShellLayout';

export function RootFrame() {
  useNavigationProgress();
  useWindowScale();
  useShellMessages();
  const { pathname, search } = useLocation();
  const { permissions, storage } = useShellServices();
  usePermissions();
  const subApp = subAppOfPath(pathname);
  const blank = new URLSearchParams(search).get('urlType') === 'blank';
  const chrome = !isPublicRoute(pathname) && !blank;

  const microApps = useMemo(
    () => buildMicroApps((id) => permissions.hasMenu(id), () => storage.getBaseUrl()),
    [permissions, storage],
  );
  useEffect(() => {
    // qiankun is loaded after the first render, apart from the page code.
    void import('../micro/startMicroApps').then(({ startMicroAppsOnce }) => startMicroAppsOnce(microApps, microAppStatus));
  }, [microApps]);

  return (
    <ShellLayout chrome={chrome} sider={!subApp} flush={Boolean(subApp)}>
      <RouteAccess>
        <Outlet />
      </RouteAccess>
      <SubAppArea app={subApp} />
      <DialogHost />
      {chrome && <AssistantWidget />}
    </ShellLayout>
  );
}
