// The pet app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN, the
// router under /pet or /child/pet) with the app's router; the live map and playback of
// @chelian/tracking read the same services (TrackingServicesProvider).
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider } from '@chelian/tracking';
import { PetRouter } from './router/PetRouter';
import { PET_APP_NAME } from './router/routeTable';
import type { PetServices } from './services/petServices';
import { appTexts as texts } from './texts';

export function PetApp({ services, routerBase }: { services: PetServices; routerBase?: string }) {
  return (
    <SubAppRoot name={PET_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <TrackingServicesProvider services={services}>
        <PetRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
