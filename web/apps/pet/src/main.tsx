// Entry of the pet sub-app: the sub-app kit mounts it inside the shell (qiankun, under /pet) or
// stand-alone (at /child/pet/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { PetApp } from './PetApp';
import { createPetServices } from './services/petServices';
import { PET_APP_NAME, petRoutes } from './router/routeTable';
import './styles/global.css';

startSubApp({
  rootId: 'pet-root',
  qiankun,
  name: PET_APP_NAME,
  routes: petRoutes,
  services: createPetServices,
  render: (services, mount) => <PetApp services={services} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
