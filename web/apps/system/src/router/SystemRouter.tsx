// The system app's router from the route table: the sub-app kit's guarded lazy pages inside the
// app's side menu; the root opens the first page the user holds, any other path goes to the
// shell's 404 page.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { SystemLayout } from '../layout/SystemLayout';
import { systemRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(systemRoutes);

export function SystemRouter() {
  return (
    <SystemLayout>
      <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={systemRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />
    </SystemLayout>
  );
}
