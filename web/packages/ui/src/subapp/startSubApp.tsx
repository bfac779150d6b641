// A sub-app's entry: the qiankun lifecycles when the shell mounts it (under /<name>, with the
// shell's system info as props), a plain render stand-alone (at /child/<name>/). Each mount gets
// its own services and React root; its permissions (the resource list) and the page at the address
// are started before the first render. The lifecycle helper comes from the app, whose build plugin
// (vite-plugin-qiankun) it belongs to.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { goLogin, startPermissionLoading, type SubAppMountInfo } from '@chelian/core';
import { startFirstPage } from './firstPage';
import type { SubAppRoute } from './GuardedRoutes';
import type { SubAppServices } from './services';

/** The props the shell passes (its SubAppProps) with qiankun's container. */
export interface ShellMountProps {
  container?: HTMLElement;
  routerBase?: string;
  platformId?: number;
  baseUrl?: string;
}

/** The part of `vite-plugin-qiankun/dist/helper` the entry uses. */
export interface QiankunHelper {
  qiankunWindow: { __POWERED_BY_QIANKUN__?: boolean };
  renderWithQiankun: (lifecycles: {
    bootstrap: () => void;
    mount: (props: ShellMountProps) => void;
    unmount: (props: ShellMountProps) => void;
    update: (props: ShellMountProps) => void;
  }) => void;
}

export interface StartSubAppOptions<S extends SubAppServices> {
  /** Id of the element in the app's index.html that the app renders into. */
  rootId: string;
  /** `import * as qiankun from 'vite-plugin-qiankun/dist/helper'` in the app's main.tsx. */
  qiankun: QiankunHelper;
  /** The name the shell registers the app under (SUB_APPS) and its route table. */
  name: string;
  routes: readonly SubAppRoute[];
  /** The app's services for one mount. */
  services: (mount: SubAppMountInfo) => S;
  /** The app's root for one mount. */
  render: (services: S, mount: SubAppMountInfo) => ReactNode;
}

/** What one mount receives: the mode and the shell's system info, absent values left out. */
export function mountInfoOf(props: ShellMountProps | undefined, embedded: boolean): SubAppMountInfo {
  return {
    embedded,
    ...(props?.platformId ? { platformId: props.platformId } : {}),
    ...(props?.baseUrl ? { baseUrl: props.baseUrl } : {}),
    ...(props?.routerBase ? { routerBase: props.routerBase } : {}),
  };
}

export function startSubApp<S extends SubAppServices>({ rootId, qiankun, name, routes, services, render }: StartSubAppOptions<S>): void {
  let root: Root | undefined;
  let stopPermissions = (): void => undefined;
  const mount = (container: ParentNode, props: ShellMountProps | undefined, embedded: boolean): void => {
    const element = container.querySelector(`#${rootId}`) ?? document.getElementById(rootId);
    if (!element) return;
    const info = mountInfoOf(props, embedded);
    const mounted = services(info);
    stopPermissions = startPermissionLoading(mounted, () => goLogin(embedded));
    startFirstPage(name, routes, mounted, info, window.location.pathname);
    root = createRoot(element);
    root.render(<StrictMode>{render(mounted, info)}</StrictMode>);
  };
  qiankun.renderWithQiankun({
    bootstrap() {},
    mount(props) {
      mount(props.container ?? document, props, true);
    },
    unmount() {
      root?.unmount();
      root = undefined;
      stopPermissions();
    },
    update() {},
  });
  if (!qiankun.qiankunWindow.__POWERED_BY_QIANKUN__) mount(document, undefined, false);
}
