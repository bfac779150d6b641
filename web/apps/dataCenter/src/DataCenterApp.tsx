// The dataCenter app's root: the sub-app kit's root (services, queries, permissions, antd in
// zh-CN, the router under /dataCenter or /child/dataCenter) with the app's router; the address
// lookups and follow levels of @chelian/tracking read the same services (TrackingServicesProvider).
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider } from '@chelian/tracking';
import { DataCenterRouter } from './router/DataCenterRouter';
import { DATA_CENTER_APP_NAME } from './router/routeTable';
import type { DataCenterServices } from './services/dataCenterServices';
import { appTexts as texts } from './texts';

export function DataCenterApp({ services, routerBase }: { services: DataCenterServices; routerBase?: string }) {
  return (
    <SubAppRoot name={DATA_CENTER_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <TrackingServicesProvider services={services}>
        <DataCenterRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
