// The car app's root: services, queries, permissions (from the shell's resource list when embedded,
// from the server when stand-alone), antd in zh-CN with the error funnel, and the router.
import { useCallback, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { currentSessionId, isSessionExpired, onMessage, reportError, sendMessage } from '@chelian/core';
import { ConsoleProviders, InstructionsDialogHost, PermissionProvider } from '@chelian/ui';
import { VehicleInfoDialogHost } from '@chelian/tracking';
import { StandaloneFrame } from './layout/StandaloneFrame';
import { CarRouter } from './router/CarRouter';
import { routerBasename } from './router/routeTable';
import type { CarServices } from './services/carServices';
import { CarServicesProvider } from './services/CarServicesContext';
import { goLogin } from './services/navigation';

const THEME = { token: { colorPrimary: '#1668dc', borderRadius: 6 } };

function usePermissions(services: CarServices): void {
  useEffect(() => {
    const { embedded, permissions, access } = services;
    if (embedded) {
      // The shell holds the resource list: ask for it and follow its changes.
      const off = onMessage('changeResourceData', ({ resources }) => permissions.load(resources));
      sendMessage('getResourceData', {});
      return off;
    }
    if (!currentSessionId(services.storage)) {
      goLogin(false);
      return undefined;
    }
    access
      .listResources({ silent: true })
      .then((roots) => permissions.load(roots))
      .catch((error: unknown) => (isSessionExpired(error) ? goLogin(false) : reportError(error)));
    return undefined;
  }, [services]);
}

export function CarApp({ services, routerBase }: { services: CarServices; routerBase?: string }) {
  usePermissions(services);
  const toLogin = useCallback(() => goLogin(services.embedded), [services]);
  const routes = <CarRouter />;
  return (
    <CarServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <PermissionProvider store={services.permissions}>
          <ConsoleProviders goLogin={toLogin} theme={THEME}>
            {/* Answers showVehInfo unless a host mounted earlier (the shell's) does. */}
            <VehicleInfoDialogHost http={services.http} storage={services.storage} mapDataUrl={`${import.meta.env.BASE_URL}basemap/`} />
            {/* Answers showInstructions when no earlier host (the shell's) does: stand-alone. */}
            <InstructionsDialogHost http={services.http} storage={services.storage} />
            <BrowserRouter basename={routerBasename(services.embedded, routerBase)}>
              {/* Inside the shell the mount point has no definite height: fill its positioned container. */}
              {services.embedded ? <div style={{ position: 'absolute', inset: 0 }}>{routes}</div> : <StandaloneFrame>{routes}</StandaloneFrame>}
            </BrowserRouter>
          </ConsoleProviders>
        </PermissionProvider>
      </QueryClientProvider>
    </CarServicesProvider>
  );
}
