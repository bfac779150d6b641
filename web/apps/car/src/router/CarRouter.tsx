// The car app's router from the route table: the sub-app kit's guarded lazy pages inside the app's
// menu, and a redirect from the app's root (and any other path) to the monitoring centre.
import { Navigate } from 'react-router-dom';
import { GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { CarLayout } from '../layout/CarLayout';
import { DEFAULT_PATH, carRoutes } from './routeTable';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(carRoutes);

export function CarRouter() {
  return (
    <CarLayout>
      <GuardedRoutes pages={lazyPages} fallback={<Navigate to={DEFAULT_PATH} replace />} />
    </CarLayout>
  );
}
