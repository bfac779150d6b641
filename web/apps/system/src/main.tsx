// Entry of the system sub-app: the sub-app kit mounts it inside the shell (qiankun, under /system)
// or stand-alone (at /child/system/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { SystemApp } from './SystemApp';
import { createSystemServices } from './services/systemServices';
import { SYSTEM_APP_NAME, systemRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'system-root',
  qiankun,
  name: SYSTEM_APP_NAME,
  routes: systemRoutes,
  services: createSystemServices,
  render: (services, mount) => <SystemApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
