// Where a sub-app's root and unknown paths lead: the root opens the first page of the table the user
// holds (a spinner while the resource list loads, 无权访问 when they hold none); an unknown path goes
// to the shell's 404 page (the shell's rule for paths it does not know).
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { goConsolePath, indexTarget, type MenuRoute } from '@chelian/core';
import { useSubAppServices } from './SubAppServicesContext';
import { guardedRoutesTexts as texts } from '../texts';

/** The shell's page for paths that do not exist. */
export const NOT_FOUND_PATH = '/404';

export function FirstHeldPage({ routes, appTitle }: { routes: readonly MenuRoute[]; appTitle: string }) {
  const { permissions } = useSubAppServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const target = indexTarget(routes, permissions);
  if (target === 'loading') return <Spin style={{ margin: 48 }} />;
  if (!target) return <Result status="403" title={texts.forbidden} subTitle={texts.noPermission(appTitle)} />;
  return <Navigate to={target.path} replace />;
}

/** Leaves for the shell's 404 page (in the shell through goPage; stand-alone by location). */
export function ConsoleNotFound() {
  const { embedded } = useSubAppServices();
  useEffect(() => goConsolePath(embedded, NOT_FOUND_PATH), [embedded]);
  return null;
}
