// Entry of the data-report sub-app: the sub-app kit mounts it inside the shell (qiankun, under
// /data-report) or stand-alone (at /child/data-report/); each mount gets its own root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { DataReportApp } from './DataReportApp';
import { createDataReportServices } from './services/dataReportServices';
import { DATA_REPORT_APP_NAME, dataReportRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'data-report-root',
  qiankun,
  name: DATA_REPORT_APP_NAME,
  routes: dataReportRoutes,
  services: createDataReportServices,
  render: (services, mount) => <DataReportApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
