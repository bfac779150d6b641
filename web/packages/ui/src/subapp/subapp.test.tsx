// The React half of the sub-app kit: the entry mounts and unmounts per qiankun lifecycle (and
// renders at once stand-alone), the root loads permissions from the shell's message and routes under
// the app's basename, the guarded routes wait, refuse and open pages, the root opens the first page
// held, an unknown path leaves for the shell's 404, and the stand-alone frame shows title and user.
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPermissionStore, createStorage, onMessage, saveSessionId, saveUser, sendMessage, type ResourceNode } from '@chelian/core';
import { createSubAppServices, type SubAppServices } from './services';
import { SubAppServicesProvider } from './SubAppServicesContext';
import { SubAppRoot } from './SubAppRoot';
import { startSubApp, type QiankunHelper, type ShellMountProps } from './startSubApp';
import { GuardedRoutes, lazyRoutePages, type SubAppRoute } from './GuardedRoutes';
import { routeAtAddress } from './firstPage';
import { ConsoleNotFound, FirstHeldPage } from './redirects';

const routes: SubAppRoute[] = [
  { path: '/user', title: '用户管理', menuId: 901201, menu: true, page: async () => () => <div>用户页面</div> },
  { path: '/role', title: '角色管理', menuId: 901208, menu: true, page: async () => () => <div>角色页面</div> },
];
const pages = lazyRoutePages(routes);
const kitServices = (mount: { embedded: boolean; platformId?: number }) => createSubAppServices({ ...mount, defaultPlatformId: 12 });
const tree = (...ids: number[]): ResourceNode[] => [
  { id: 9012, name: '系统管理', type: 1, children: ids.map((id) => ({ id, name: String(id), type: 2 })) },
];

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function renderRoutes(path: string, services: Partial<SubAppServices>, guarded = pages) {
  return render(
    <SubAppServicesProvider services={services as SubAppServices}>
      <MemoryRouter initialEntries={[path]}>
        <GuardedRoutes pages={guarded} index={<FirstHeldPage routes={routes} appTitle="系统管理" />} fallback={<ConsoleNotFound />} />
      </MemoryRouter>
    </SubAppServicesProvider>,
  );
}

describe('startSubApp', () => {
  function fakeQiankun(embedded: boolean) {
    let lifecycles: Parameters<QiankunHelper['renderWithQiankun']>[0] | undefined;
    const helper: QiankunHelper = {
      qiankunWindow: { __POWERED_BY_QIANKUN__: embedded },
      renderWithQiankun: (l) => {
        lifecycles = l;
      },
    };
    return { helper, lifecycles: () => lifecycles! };
  }

  it('R-ROUTE-2 R-ENT-1 mounts into the shell’s container with its system info and unmounts', async () => {
    const { helper, lifecycles } = fakeQiankun(true);
    const render = vi.fn((_services: SubAppServices, mount: unknown) => <div>已挂载 {JSON.stringify(mount)}</div>);
    startSubApp({ rootId: 'kit-root', qiankun: helper, name: 'system', routes, services: kitServices, render });
    expect(render).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = '<div id="kit-root"></div>';
    document.body.appendChild(container);
    const props: ShellMountProps = { container, platformId: 12, routerBase: '/system', baseUrl: '' };
    await act(async () => lifecycles().mount(props));
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ embedded: true, platformId: 12 }), { embedded: true, platformId: 12, routerBase: '/system' });
    expect(container.textContent).toContain('已挂载');
    await act(async () => lifecycles().unmount(props));
    expect(container.textContent).toBe('');
    container.remove();
  });

  it('R-APP-6 renders at once stand-alone', async () => {
    const { helper } = fakeQiankun(false);
    const element = document.createElement('div');
    element.id = 'alone-root';
    document.body.appendChild(element);
    await act(async () => startSubApp({ rootId: 'alone-root', qiankun: helper, name: 'system', routes, services: kitServices, render: (_s, m) => <div>独立 {String(m.embedded)}</div> }));
    expect(element.textContent).toBe('独立 false');
    element.remove();
  });

  it('asks for the code and first data of the page at the address before the first render (issue 28)', async () => {
    const order: string[] = [];
    const started: SubAppRoute[] = routes.map((r) => ({
      ...r,
      page: async () => {
        order.push(`code ${r.path}`);
        return () => null;
      },
      prefetch: (services) => order.push(`data ${r.path} ${services.platformId}`),
    }));
    const { helper, lifecycles } = fakeQiankun(true);
    startSubApp({ rootId: 'first-root', qiankun: helper, name: 'system', routes: started, services: kitServices, render: () => (order.push('render'), <div />) });
    const container = document.createElement('div');
    container.innerHTML = '<div id="first-root"></div>';
    window.history.replaceState(null, '', '/system/role');
    await act(async () => lifecycles().mount({ container, platformId: 12, routerBase: '/system' }));
    expect(order).toEqual(['code /role', 'data /role 12', 'render']);
    // The router's loader of that page is the one that loaded it: its guard does not load it again.
    expect(lazyRoutePages(started).find((p) => p.route.path === '/role')?.loaded()).toBeDefined();
    expect(order.filter((o) => o.startsWith('code'))).toEqual(['code /role']);
    await act(async () => lifecycles().unmount({ container }));
  });
});

describe('routeAtAddress', () => {
  const embedded = { embedded: true };
  it('finds the route under the app’s basename, embedded or stand-alone, and nothing elsewhere', () => {
    expect(routeAtAddress('system', routes, embedded, '/system/user/')?.path).toBe('/user');
    expect(routeAtAddress('system', routes, { embedded: false }, '/child/system/role')?.path).toBe('/role');
    expect(routeAtAddress('system', routes, { embedded: true, routerBase: '/sys' }, '/sys/role')?.path).toBe('/role');
    expect(routeAtAddress('system', routes, embedded, '/system')).toBeUndefined(); // the root: the guard picks the page
    expect(routeAtAddress('system', routes, embedded, '/systems/user')).toBeUndefined();
    expect(routeAtAddress('system', routes, embedded, '/car/user')).toBeUndefined();
    expect(routeAtAddress('system', routes, embedded, '/system/none')).toBeUndefined();
  });
});

describe('SubAppRoot', () => {
  /** Mounts `root` through the entry, as an app's main.tsx does: the mount starts the permissions. */
  async function mountRoot(embedded: boolean, services: SubAppServices, root: (services: SubAppServices) => ReactNode) {
    const element = document.createElement('div');
    element.id = 'perm-root';
    document.body.appendChild(element);
    let lifecycles: Parameters<QiankunHelper['renderWithQiankun']>[0] | undefined;
    const helper: QiankunHelper = { qiankunWindow: { __POWERED_BY_QIANKUN__: embedded }, renderWithQiankun: (l) => (lifecycles = l) };
    await act(async () => startSubApp({ rootId: 'perm-root', qiankun: helper, name: 'system', routes, services: () => services, render: root }));
    if (embedded) await act(async () => lifecycles?.mount({ container: document.body, platformId: 12 }));
    return { element, unmount: () => act(async () => lifecycles?.unmount({})) };
  }

  it('R-MSG-1 embedded: takes the shell’s resource list and routes under /<name>', async () => {
    window.history.replaceState(null, '', '/system/role');
    const services = createSubAppServices({ embedded: true, platformId: 12, defaultPlatformId: 12 });
    const answer = onMessage('getResourceData', () => sendMessage('changeResourceData', { resources: tree(901208) }));
    const root = (s: SubAppServices) => (
      <SubAppRoot name="system" title="系统管理" services={s}>
        <GuardedRoutes pages={pages} fallback={<div>其他</div>} />
      </SubAppRoot>
    );
    const { element, unmount } = await mountRoot(true, services, root);
    await screen.findByText('角色页面');
    expect(screen.queryByText('返回控制台')).toBeNull();
    // Unmounted, the app no longer follows the shell's list.
    await unmount();
    sendMessage('changeResourceData', { resources: tree(901201) });
    expect(services.permissions.hasMenu(901201)).toBe(false);
    answer();
    element.remove();
  });

  it('R-APP-6 stand-alone: reads the resource list before the first render, routes under /child/<name> in its own frame with the user', async () => {
    window.history.replaceState(null, '', '/child/system/user');
    const storage = createStorage('main');
    saveUser(storage, { userId: 1, username: 'admin', name: '管理员' });
    saveSessionId(storage, 'abc');
    const created = createSubAppServices({ embedded: false, defaultPlatformId: 12 });
    // The server's resource list, read with the shared session.
    const order: string[] = [];
    const listResources = vi.fn(async () => (order.push('resources'), tree(901201)));
    const services = { ...created, access: { ...created.access, listResources } };
    const root = (s: SubAppServices) => (
      order.push('render'),
      (
        <SubAppRoot name="system" title="系统管理" services={s}>
          <GuardedRoutes pages={pages} fallback={<div>其他</div>} />
        </SubAppRoot>
      )
    );
    const { element, unmount } = await mountRoot(false, services, root);
    await screen.findByText('用户页面');
    expect(listResources).toHaveBeenCalledTimes(1);
    expect(order.slice(0, 2)).toEqual(['resources', 'render']);
    expect(screen.getByText('系统管理')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByText('返回控制台')).toBeTruthy();
    await unmount();
    element.remove();
  });
});

describe('GuardedRoutes', () => {
  it('R-PERM-2 waits for the resource list, then opens the first page held from the root', async () => {
    const permissions = createPermissionStore();
    renderRoutes('/', { permissions, embedded: true });
    expect(screen.queryByText('用户页面')).toBeNull();
    act(() => permissions.load(tree(901208)));
    await screen.findByText('角色页面');
  });

  it('R-PERM-5 refuses a page without its menu id, and a root without any page', async () => {
    renderRoutes('/role', { permissions: (() => { const p = createPermissionStore(); p.load(tree(901201)); return p; })(), embedded: true });
    await screen.findByText('您没有「角色管理」的使用权限');
    const none = createPermissionStore();
    none.load([{ id: 4001, name: '安全中心', type: 2 }]);
    renderRoutes('/', { permissions: none, embedded: true });
    await screen.findByText('您没有「系统管理」的使用权限');
  });

  it('starts an allowed page’s prefetch once the resource list says it is held, never a refused one’s (issue 28)', async () => {
    const prefetch = vi.fn();
    const prefetching: SubAppRoute[] = routes.map((r) => ({ ...r, prefetch: () => prefetch(r.path) }));
    const guarded = lazyRoutePages(prefetching);
    const permissions = createPermissionStore();
    const at = (path: string) => renderRoutes(path, { permissions, embedded: true }, guarded);
    at('/user');
    expect(prefetch).not.toHaveBeenCalled(); // the resource list is still loading
    act(() => permissions.load(tree(901201)));
    await screen.findByText('用户页面');
    expect(prefetch.mock.calls).toEqual([['/user']]);
    at('/role');
    await screen.findByText('您没有「角色管理」的使用权限');
    expect(prefetch.mock.calls).toEqual([['/user']]);
  });

  it('loads the page’s code while the resource list loads, before the guard lets it render (issue 28)', async () => {
    const loaded = vi.fn();
    const loading: SubAppRoute[] = routes.map((r) => ({ ...r, page: async () => { loaded(r.path); return () => <div>{r.title}页面</div>; } }));
    const guarded = lazyRoutePages(loading);
    const permissions = createPermissionStore();
    renderRoutes('/role', { permissions, embedded: true }, guarded);
    expect(loaded.mock.calls).toEqual([['/role']]); // asked for at once, only the page at the address
    expect(screen.queryByText('角色管理页面')).toBeNull();
    act(() => permissions.load(tree(901208)));
    await screen.findByText('角色管理页面');
  });

  it('asks for the page’s first data before the page first renders (issue 28)', async () => {
    const order: string[] = [];
    const route: SubAppRoute = {
      ...(routes[0] as SubAppRoute),
      prefetch: () => order.push('prefetch'),
      page: async () =>
        function UserPage() {
          order.push('render');
          return <div>用户页面</div>;
        },
    };
    const permissions = createPermissionStore();
    permissions.load(tree(901201)); // allowed from the start
    const pagesOfRoute = lazyRoutePages([route]);
    await pagesOfRoute[0]?.load(); // and the code already in (the page was open before): nothing to wait for
    renderRoutes('/user', { permissions, embedded: true }, pagesOfRoute);
    await screen.findByText('用户页面');
    expect(order[0]).toBe('prefetch');
    expect(order.filter((o) => o === 'prefetch')).toHaveLength(1);
  });

  it('sends an unknown path to the shell’s 404 page', async () => {
    const permissions = createPermissionStore();
    permissions.load(tree(901201));
    const goPage = vi.fn();
    const off = onMessage('goPage', goPage);
    renderRoutes('/nowhere', { permissions, embedded: true });
    await vi.waitFor(() => expect(goPage).toHaveBeenCalledWith({ path: '/404' }));
    off();
  });
});
