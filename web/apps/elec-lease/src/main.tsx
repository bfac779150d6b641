// Entry of the elec-lease sub-app: the sub-app kit mounts it inside the shell (qiankun, under
// /elec-lease) or stand-alone (at /child/elec-lease/); each mount gets its own root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { ElecLeaseApp } from './ElecLeaseApp';
import { createLeaseServices } from './services/leaseServices';
import { LEASE_APP_NAME, leaseRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'elec-lease-root',
  qiankun,
  name: LEASE_APP_NAME,
  routes: leaseRoutes,
  services: createLeaseServices,
  render: (services, mount) => <ElecLeaseApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
