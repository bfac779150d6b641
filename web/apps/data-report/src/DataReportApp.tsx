// The data-report app's root: the sub-app kit's root (services, queries, permissions, antd in
// zh-CN, the router under /data-report or /child/data-report) with the app's router.
import { SubAppRoot } from '@chelian/ui/subapp';
import { DataReportRouter } from './router/DataReportRouter';
import { DATA_REPORT_APP_NAME } from './router/routeTable';
import type { DataReportServices } from './services/dataReportServices';
import { appTexts as texts } from './texts';

export function DataReportApp({ services, routerBase }: { services: DataReportServices; routerBase?: string }) {
  return (
    <SubAppRoot name={DATA_REPORT_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <DataReportRouter />
    </SubAppRoot>
  );
}
