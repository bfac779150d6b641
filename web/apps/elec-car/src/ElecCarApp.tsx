// The elec-car app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN,
// the router under /elec-car or /child/elec-car) with the app's router; the live map and the ride
// tracks of @chelian/tracking read the same services (TrackingServicesProvider).
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider } from '@chelian/tracking';
import { ElecCarRouter } from './router/ElecCarRouter';
import { ELEC_CAR_APP_NAME } from './router/routeTable';
import type { ElecCarServices } from './services/elecCarServices';
import { appTexts as texts } from './texts';

export function ElecCarApp({ services, routerBase }: { services: ElecCarServices; routerBase?: string }) {
  return (
    <SubAppRoot name={ELEC_CAR_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <TrackingServicesProvider services={services}>
        <ElecCarRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
