// The elec-lease app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN,
// the router under /elec-lease or /child/elec-lease) with the app's router; the live map of
// @chelian/tracking reads the same services (TrackingServicesProvider).
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider } from '@chelian/tracking';
import { LeaseRouter } from './router/LeaseRouter';
import { LEASE_APP_NAME } from './router/routeTable';
import type { LeaseServices } from './services/leaseServices';
import { appTexts as texts } from './texts';

export function ElecLeaseApp({ services, routerBase }: { services: LeaseServices; routerBase?: string }) {
  return (
    <SubAppRoot name={LEASE_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <TrackingServicesProvider services={services}>
        <LeaseRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
