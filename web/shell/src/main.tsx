// Entry of the shell. Mounts once: never inside a qiankun sandbox (a missing sub-app build may be
// answered with the shell's own index.html) and never twice on the same page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellRouter } from './router/createShellRouter';
import { createShellServices } from './services/shellServices';
import { ShellApp } from './ShellApp';
import './styles/global.css';

const flags = window as Window & { __POWERED_BY_QIANKUN__?: boolean; __CHELIAN_SHELL_MOUNTED__?: boolean };
const root = document.getElementById('root');

if (root && !flags.__POWERED_BY_QIANKUN__ && !flags.__CHELIAN_SHELL_MOUNTED__) {
  flags.__CHELIAN_SHELL_MOUNTED__ = true;
  const services = createShellServices();
  const router = createShellRouter(services);
  createRoot(root).render(
    <StrictMode>
      <ShellApp services={services} router={router} />
    </StrictMode>,
  );
}
