// The elec-car app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN,
// the router under /elec-car or /child/elec-car) with the app's router.
import { SubAppRoot } from '@chelian/ui/subapp';
import { ElecCarRouter } from './router/ElecCarRouter';
import { ELEC_CAR_APP_NAME } from './router/routeTable';
import type { ElecCarServices } from './services/elecCarServices';
import { appTexts as texts } from './texts';

export function ElecCarApp({ services, routerBase }: { services: ElecCarServices; routerBase?: string }) {
  return (
    <SubAppRoot name={ELEC_CAR_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <ElecCarRouter />
    </SubAppRoot>
  );
}
