// The pet app's router from the route table: the sub-app kit's guarded lazy pages inside the side
// menu; the root opens the first page the user holds, any other path goes to the shell's 404 page.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { PetLayout } from '../layout/PetLayout';
import { petRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(petRoutes);

export function PetRouter() {
  return (
    <PetLayout>
      <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={petRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />
    </PetLayout>
  );
}
