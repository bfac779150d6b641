// A sub-app's root: its services, queries, permissions (loaded by the mount, startSubApp), antd in
// zh-CN with the error funnel (goLogin by the mount mode), the app's dialog hosts, and the router
// under /<name> or /child/<name>, inside the shell's positioned container or the app's own
// stand-alone frame.
import { useCallback, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { ThemeConfig } from 'antd';
import { goLogin, subAppRouterBasename } from '@chelian/core';
import { ConsoleProviders } from '../ConsoleProviders';
import { PermissionProvider } from '../permissionContext';
import type { SubAppServices } from './services';
import { SubAppServicesProvider } from './SubAppServicesContext';
import { StandaloneFrame } from './StandaloneFrame';

/** The console's antd theme of the sub-apps. */
export const SUB_APP_THEME: ThemeConfig = { token: { colorPrimary: '#1668dc', borderRadius: 6 } };

export interface SubAppRootProps {
  /** Name registered with the shell (SUB_APPS): the path segment and the build folder. */
  name: string;
  /** Shown in the stand-alone frame's header. */
  title: string;
  services: SubAppServices;
  /** Router basename inside the shell (the shell's routerBase prop); /<name> when absent. */
  routerBase?: string;
  /** Hosts that answer the bus's dialog messages when no earlier host (the shell's) does. */
  dialogHosts?: ReactNode;
  theme?: ThemeConfig;
  /** The app's router (its layout and routes). */
  children: ReactNode;
}

export function SubAppRoot({ name, title, services, routerBase, dialogHosts, theme = SUB_APP_THEME, children }: SubAppRootProps) {
  const toLogin = useCallback(() => goLogin(services.embedded), [services]);
  return (
    <SubAppServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <PermissionProvider store={services.permissions}>
          <ConsoleProviders goLogin={toLogin} theme={theme}>
            {dialogHosts}
            <BrowserRouter basename={subAppRouterBasename(name, services.embedded, routerBase)}>
              {/* Inside the shell the mount point has no definite height: fill its positioned container. */}
              {services.embedded ? <div style={{ position: 'absolute', inset: 0 }}>{children}</div> : <StandaloneFrame title={title}>{children}</StandaloneFrame>}
            </BrowserRouter>
          </ConsoleProviders>
        </PermissionProvider>
      </QueryClientProvider>
    </SubAppServicesProvider>
  );
}
