// Entry of the card sub-app: the sub-app kit mounts it inside the shell (qiankun, under /card) or
// stand-alone (at /child/card/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { CardApp } from './CardApp';
import { createCardServices } from './services/cardServices';
import { CARD_APP_NAME, cardRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'card-root',
  qiankun,
  name: CARD_APP_NAME,
  routes: cardRoutes,
  services: createCardServices,
  render: (services, mount) => <CardApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
