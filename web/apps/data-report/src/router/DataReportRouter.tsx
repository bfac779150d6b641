// The data-report app's router from the route table: the sub-app kit's guarded lazy pages inside
// the side menu; the root opens the first report the user holds, any other path the shell's 404.
import { ConsoleNotFound, FirstHeldPage, GuardedRoutes, lazyRoutePages } from '@chelian/ui/subapp';
import { DataReportLayout } from '../layout/DataReportLayout';
import { dataReportRoutes } from './routeTable';
import { appTexts as texts } from '../texts';

// Made once, at module level (see lazyRoutePages).
const lazyPages = lazyRoutePages(dataReportRoutes);

export function DataReportRouter() {
  return (
    <DataReportLayout>
      <GuardedRoutes pages={lazyPages} index={<FirstHeldPage routes={dataReportRoutes} appTitle={texts.title} />} fallback={<ConsoleNotFound />} />
    </DataReportLayout>
  );
}
