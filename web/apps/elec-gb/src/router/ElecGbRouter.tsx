// The 新国标 app's router from the route table: the sub-app kit's guarded lazy pages inside the side
// menu; the root opens the first page the user holds, any other path goes to the shell's 404 page.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { ElecGbLayout } from '../layout/ElecGbLayout';
import { elecGbRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(elecGbRoutes);

export function ElecGbRouter() {
  return (
    <ElecGbLayout>
      <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={elecGbRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />
    </ElecGbLayout>
  );
}
