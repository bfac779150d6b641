// Entry of the car sub-app: qiankun lifecycles when the shell mounts it (under /car), a plain
// render stand-alone (at /child/car/). Each mount gets its own React root and services.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderWithQiankun, qiankunWindow, type QiankunProps } from 'vite-plugin-qiankun/dist/helper';
import { CarApp } from './CarApp';
import { createCarServices } from './services/carServices';
import './styles/global.css';

const ROOT_ID = 'car-root';
let root: Root | undefined;

interface ShellProps extends QiankunProps {
  routerBase?: string;
  platformId?: number;
  baseUrl?: string;
}

function mount(container: ParentNode, props: ShellProps = {} as ShellProps, embedded = false): void {
  const element = container.querySelector(`#${ROOT_ID}`) ?? document.getElementById(ROOT_ID);
  if (!element) return;
  const services = createCarServices({
    embedded,
    ...(props.platformId ? { platformId: props.platformId } : {}),
    ...(props.baseUrl ? { baseUrl: props.baseUrl } : {}),
  });
  root = createRoot(element);
  root.render(
    <StrictMode>
      <CarApp services={services} {...(props.routerBase ? { routerBase: props.routerBase } : {})} />
    </StrictMode>,
  );
}

renderWithQiankun({
  bootstrap() {},
  mount(props) {
    mount((props.container as ParentNode | undefined) ?? document, props as ShellProps, true);
  },
  unmount() {
    root?.unmount();
    root = undefined;
  },
  update() {},
});

if (!qiankunWindow.__POWERED_BY_QIANKUN__) mount(document);
