// Builds the shell's browser router: the root frame (guard loader, layout) around the route table.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { ShellServices } from '../services/shellServices';
import { RootFrame } from '../layout/RootFrame';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { StartupFallback } from '../layout/StartupFallback';
import { createGuardEffects, createGuardLoader, hasStoredSession } from './guardLoader';
import { routeTable } from './routeTable';
import { toRouteObjects } from './toRouteObjects';

export function createShellRoutes(services: ShellServices, host: () => string = () => window.location.host): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <RootFrame />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: StartupFallback,
      loader: createGuardLoader(() => routes, createGuardEffects(services, host), () => hasStoredSession(services)),
      // The guard runs before every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: toRouteObjects(routeTable),
    },
  ];
  return routes;
}

export function createShellRouter(services: ShellServices) {
  return createBrowserRouter(createShellRoutes(services));
}

/** For tests: the same routes in memory, starting at `path`. */
export function createShellMemoryRouter(services: ShellServices, path: string, host = 'test.local') {
  return createMemoryRouter(createShellRoutes(services, () => host), { initialEntries: [path] });
}
