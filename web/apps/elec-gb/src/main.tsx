// Entry of the 新国标 sub-app: the sub-app kit mounts it inside the shell (qiankun, under /elec-gb)
// or stand-alone (at /child/elec-gb/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { ElecGbApp } from './ElecGbApp';
import { createElecGbServices } from './services/elecGbServices';
import { ELEC_GB_APP_NAME, elecGbRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'elec-gb-root',
  qiankun,
  name: ELEC_GB_APP_NAME,
  routes: elecGbRoutes,
  services: createElecGbServices,
  render: (services, mount) => <ElecGbApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
