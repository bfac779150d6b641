// The sub-app container with what it needs from the shell: permission and the entry's title.
// Always the same element (qiankun keeps its mount point); platform entries are only asked for on
// sub-app routes, so public routes make no signed-in calls.
import { subAppMenuId, type SubAppInfo } from '@chelian/core';
import { usePermissions } from '@chelian/ui';
import { useVisibleSubApps } from '../hooks/usePlatforms';
import { MicroAppContainer } from './MicroAppContainer';

export function SubAppArea({ app }: { app: SubAppInfo | undefined }) {
  const permissions = usePermissions();
  const entries = useVisibleSubApps(app !== undefined);
  const title = app ? entries.find((e) => e.name === app.name)?.title : undefined;
  return (
    <MicroAppContainer
      app={app}
      allowed={app ? permissions.hasMenu(subAppMenuId(app.platformId)) : false}
      {...(title ? { title } : {})}
    />
  );
}
