// The elec-lease app's router from the route table: the sub-app kit's guarded lazy pages inside the
// side menu; the root opens the first page the user holds, any other path the shell's 404 page.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { LeaseLayout } from '../layout/LeaseLayout';
import { leaseRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(leaseRoutes);

export function LeaseRouter() {
  return (
    <LeaseLayout>
      <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={leaseRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />
    </LeaseLayout>
  );
}
