// Entry of the dataCenter sub-app: the sub-app kit mounts it inside the shell (qiankun, under
// /dataCenter) or stand-alone (at /child/dataCenter/); each mount gets its own root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { DataCenterApp } from './DataCenterApp';
import { createDataCenterServices } from './services/dataCenterServices';
import { DATA_CENTER_APP_NAME, dataCenterRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'data-center-root',
  qiankun,
  name: DATA_CENTER_APP_NAME,
  routes: dataCenterRoutes,
  services: createDataCenterServices,
  render: (services, mount) => <DataCenterApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
