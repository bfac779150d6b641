// The pet app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN, the
// router under /pet or /child/pet) with the app's router.
import { SubAppRoot } from '@chelian/ui/subapp';
import { PetRouter } from './router/PetRouter';
import { PET_APP_NAME } from './router/routeTable';
import type { PetServices } from './services/petServices';
import { appTexts as texts } from './texts';

export function PetApp({ services, routerBase }: { services: PetServices; routerBase?: string }) {
  return (
    <SubAppRoot name={PET_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <PetRouter />
    </SubAppRoot>
  );
}
