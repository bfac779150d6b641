// The dataCenter app's router from the route table: the guarded lazy big screen; the root opens it,
// any other path the shell's 404. No side menu: the screen fills the window.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { dataCenterRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(dataCenterRoutes);

export function DataCenterRouter() {
  return <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={dataCenterRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />;
}
