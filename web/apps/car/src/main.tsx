// Entry of the car sub-app: the sub-app kit mounts it inside the shell (qiankun, under /car) or
// stand-alone (at /child/car/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { CarApp } from './CarApp';
import { createCarServices } from './services/carServices';
import { CAR_APP_NAME, carRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'car-root',
  qiankun,
  name: CAR_APP_NAME,
  routes: carRoutes,
  services: createCarServices,
  render: (services, mount) => <CarApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
