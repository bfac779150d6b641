// The dataCenter app's root: the sub-app kit's root (services, queries, permissions, antd in
// zh-CN, the router under /dataCenter or /child/dataCenter) with the app's router.
import { SubAppRoot } from '@chelian/ui/subapp';
import { DataCenterRouter } from './router/DataCenterRouter';
import { DATA_CENTER_APP_NAME } from './router/routeTable';
import type { DataCenterServices } from './services/dataCenterServices';
import { appTexts as texts } from './texts';

export function DataCenterApp({ services, routerBase }: { services: DataCenterServices; routerBase?: string }) {
  return (
    <SubAppRoot name={DATA_CENTER_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <DataCenterRouter />
    </SubAppRoot>
  );
}
