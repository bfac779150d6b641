// Entry of the elec-car sub-app: the sub-app kit mounts it inside the shell (qiankun, under
// /elec-car) or stand-alone (at /child/elec-car/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { ElecCarApp } from './ElecCarApp';
import { createElecCarServices } from './services/elecCarServices';
import { ELEC_CAR_APP_NAME, elecCarRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'elec-car-root',
  qiankun,
  name: ELEC_CAR_APP_NAME,
  routes: elecCarRoutes,
  services: createElecCarServices,
  render: (services, mount) => <ElecCarApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
