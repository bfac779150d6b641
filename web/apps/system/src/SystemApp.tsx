// The system app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN, the
// router under /system or /child/system) with the app's router.
import { SubAppRoot } from '@chelian/ui/subapp';
import { SystemRouter } from './router/SystemRouter';
import { SYSTEM_APP_NAME } from './router/routeTable';
import type { SystemServices } from './services/systemServices';
import { appTexts as texts } from './texts';

export function SystemApp({ services, routerBase }: { services: SystemServices; routerBase?: string }) {
  return (
    <SubAppRoot name={SYSTEM_APP_NAME} title={texts.title} services={services} {...(routerBase ? { routerBase } : {})}>
      <SystemRouter />
    </SubAppRoot>
  );
}
