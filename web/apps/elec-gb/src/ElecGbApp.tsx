// The 新国标 app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN, the
// router under /elec-gb or /child/elec-gb) with the app's router; the live map of @chelian/tracking
// reads the same services (TrackingServicesProvider).
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider } from '@chelian/tracking';
import { ElecGbRouter } from './router/ElecGbRouter';
import { ELEC_GB_APP_NAME } from './router/routeTable';
import type { ElecGbServices } from './services/elecGbServices';
import { appTexts as texts } from './texts';

export function ElecGbApp({ services, routerBase }: { services: ElecGbServices; routerBase?: string }) {
  return (
    <SubAppRoot name={ELEC_GB_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <TrackingServicesProvider services={services}>
        <ElecGbRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
