// The elec-car app's router from the route table: the sub-app kit's guarded lazy pages inside the
// app's side menu; the root opens the first page the user holds, any other path goes to the
// shell's 404 page.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { ElecCarLayout } from '../layout/ElecCarLayout';
import { elecCarRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(elecCarRoutes);

export function ElecCarRouter() {
  return (
    <ElecCarLayout>
      <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={elecCarRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />
    </ElecCarLayout>
  );
}
