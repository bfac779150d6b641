// The shell's provider stack: services, queries, permissions, theme, antd (zh-CN, error funnel), router.
import { useCallback, useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConsoleProviders, PermissionProvider, antdThemeFor } from '@chelian/ui';
import type { ShellServices } from './services/shellServices';
import { ShellServicesProvider } from './services/ShellServicesContext';
import { ShellThemeProvider, useShellThemeState } from './theme/ShellTheme';

type Router = ReturnType<typeof createBrowserRouter>;

export function ShellApp({ services, router }: { services: ShellServices; router: Router }) {
  const goLogin = useCallback(() => void router.navigate('/login'), [router]);
  const theme = useShellThemeState(services.storage);
  const antdTheme = useMemo(() => antdThemeFor(theme.name), [theme.name]);
  return (
    <ShellServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <PermissionProvider store={services.permissions}>
          <ShellThemeProvider value={theme}>
            <ConsoleProviders goLogin={goLogin} theme={antdTheme} ownsSessionDialog>
              <RouterProvider router={router} />
            </ConsoleProviders>
          </ShellThemeProvider>
        </PermissionProvider>
      </QueryClientProvider>
    </ShellServicesProvider>
  );
}
