// Entry of the system sub-app: the sub-app kit mounts it inside the shell (qiankun, under /system)
// or stand-alone (at /child/system/); each mount gets its own React root and services.
import * as qiankun from 'vite-plugin-qiankun/dist/helper';
import { startSubApp } from '@chelian/ui/subapp';
import { SystemApp } from './SystemApp';
import { createSystemServices } from './services/systemServices';
import './styles/global.css';

startSubApp({
  rootId: 'system-root',
  qiankun,
  render: (mount) => <SystemApp services={createSystemServices(mount)} {...(mount.routerBase ? { routerBase: mount.routerBase } : {})} />,
});
