// The whole shell in memory: guard wiring, layout, menus, center pages, sub-app container.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerMicroApps, start } from 'qiankun';
import { describe, expect, it, vi } from 'vitest';
import { RequestError, sendMessage } from '@chelian/core';
import { resourceTree } from './test/fixtures';
import { fakeServices, signIn } from './test/fakeServices';
import { renderShell } from './test/renderShell';

const sessionExpired = () => new RequestError('session', { flag: 4010, msg: '登陆超时!' });

describe('shell', () => {
  it('R-GUARD-1 R-ERR-1 opens / signed out: customer info once, resource list 4010 → the login page', async () => {
    const { services, auth, access } = fakeServices({ resources: sessionExpired() });
    const { router } = renderShell(services, '/');
    await screen.findByRole('button', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(auth.getCustomerInfo).toHaveBeenCalledTimes(1);
    expect(auth.getCustomerInfo).toHaveBeenCalledWith('test.local');
    expect(access.listResources).toHaveBeenCalledWith({ silent: true });
    // No session dialog on this path: the guard goes straight to /login.
    expect(screen.queryByText('登录已过期')).toBeNull();
  });

  it('R-GUARD-3 applies the customer info to the page and the header', async () => {
    const { services } = fakeServices({ customerInfo: { flag: 1, obj: { title: '顺达车联', description: '车队', keyword: 'GPS' } } });
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    expect(document.title).toBe('顺达车联');
    expect(document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe('GPS');
    expect(screen.getByText('顺达车联')).toBeTruthy();
  });

  it('R-ERR-2 R-ROUTE-3 customer info with flag 5001 shows the reload page with 重新加载', async () => {
    const { services } = fakeServices({ customerInfo: { flag: 5001, msg: '域名已停用' } });
    const { router } = renderShell(services, '/home');
    await screen.findByRole('button', { name: '重新加载' });
    expect(router.state.location.pathname).toBe('/reload');
    expect(screen.getByText('页面加载失败')).toBeTruthy();
  });

  it('R-GUARD-7 a failing resource list goes to /reload, an empty one to /login', async () => {
    const failing = fakeServices({ resources: new RequestError('transport') });
    signIn(failing.services);
    const first = renderShell(failing.services, '/home');
    await screen.findByRole('button', { name: '重新加载' });
    expect(first.router.state.location.pathname).toBe('/reload');
    first.view.unmount();

    const empty = fakeServices({ resources: [] });
    signIn(empty.services);
    const second = renderShell(empty.services, '/home');
    await screen.findByRole('button', { name: '登录' });
    expect(second.router.state.location.pathname).toBe('/login');
  });

  it('R-ROUTE-5 R-PERM-6 R-PERM-7 shows home with the filtered menu and only allowed sub-apps', async () => {
    const { services } = fakeServices({ resources: resourceTree(['car', 'data-report']) });
    signIn(services);
    renderShell(services, '/');
    await screen.findByRole('heading', { name: /平台管理员/ });
    const nav = screen.getByRole('navigation', { name: '应用导航' });
    expect(await within(nav).findByText('智能车联')).toBeTruthy();
    expect(within(nav).getByText('数据报表')).toBeTruthy();
    expect(within(nav).queryByText('宠物守护')).toBeNull();
    const menu = screen.getByRole('complementary', { name: '菜单' });
    expect(within(menu).getByText('系统中心')).toBeTruthy();
    expect(within(menu).queryByText('智能车联')).toBeNull();
    expect(screen.getByText('车联科技')).toBeTruthy();
    expect(screen.getByText('超级管理员')).toBeTruthy();
  });

  it('R-ROUTE-5 R-ROUTE-6 /center goes to 站内信; 推送设置 opens at /center/alarmPush', async () => {
    const { services } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/center');
    await screen.findByText('暂无消息');
    expect(router.state.location.pathname).toBe('/center/notice');
    await act(() => router.navigate('/center/alarmPush'));
    await screen.findByText('接收人');
    expect(screen.queryByText(/功能建设中/)).toBeNull();
  });

  it('shows 无权访问 on a center page whose menu id the user lacks', async () => {
    const center = { id: 40, name: '系统中心', type: 1, children: [{ id: 4002, name: '站内信', type: 2, path: '/center/notice' }] };
    const { services } = fakeServices({ resources: resourceTree(['car'], center) });
    signIn(services);
    renderShell(services, '/center/health');
    await screen.findByText('无权访问');
    expect(screen.queryByText('健康设置 — 功能建设中')).toBeNull();
  });

  it('R-ROUTE-5 sends an unknown path to /404 inside the layout', async () => {
    const { services } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/no/such/page');
    await screen.findByText('抱歉，您访问的页面不存在。');
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('navigation', { name: '应用导航' })).toBeTruthy();
  });

  it('R-ROUTE-5 a bad address opened signed in keeps the menus and records no 404 tab (#30 item 9)', async () => {
    const { services, access } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/no/such/page');
    await screen.findByText('抱歉，您访问的页面不存在。');
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(access.listResources).toHaveBeenCalled());
    await screen.findByRole('menuitem', { name: /系统中心/ });
    expect(JSON.stringify(services.storage.get('history') ?? {})).not.toContain('404');
  });

  it('R-ROUTE-10 hides the layout on the login page', async () => {
    const { services } = fakeServices();
    renderShell(services, '/login');
    await screen.findByRole('button', { name: '登录' });
    expect(screen.queryByRole('navigation', { name: '应用导航' })).toBeNull();
    expect(document.querySelector('[data-layout="public"]')).toBeTruthy();
  });

  it('R-ROUTE-4 /checkLogin clears all stored session data and continues to the login page', async () => {
    const { services } = fakeServices();
    signIn(services);
    services.storage.set('systemList', []);
    services.storage.set('currentSystem', { systemId: 8, path: '/car', title: '智能车联' });
    const { router } = renderShell(services, '/checkLogin');
    await screen.findByRole('button', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('main_sessionId')).toBeNull();
    expect(localStorage.getItem('main_USER')).toBeNull();
    expect(localStorage.getItem('main_currentSystem')).toBeNull();
  });

  it('R-SESS-3 退出登录 clears the logout keys and returns to the login page', async () => {
    const { services, auth } = fakeServices();
    signIn(services);
    services.storage.set('themeValue', 'blueTheme');
    services.storage.set('alarmVoiceOn', false);
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    // Asked first (#30 item 10): 取消 keeps the session, 退出登录 ends it.
    await screen.findAllByText('确定退出登录吗？');
    fireEvent.click((await screen.findAllByRole('button', { name: /取\s*消/ })).at(-1) as HTMLElement);
    expect(auth.logout).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home');
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click((await screen.findAllByText('退出登录')).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getAllByText('确定退出登录吗？').length).toBeGreaterThan(0));
    fireEvent.click((await screen.findAllByRole('button', { name: /退出登录/ })).at(-1) as HTMLElement);
    await screen.findByRole('button', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('main_USER')).toBeNull();
    expect(localStorage.getItem('main_themeValue')).toBeNull();
    expect(localStorage.getItem('main_alarmVoiceOn')).toBe('false');
    expect(services.permissions.menuSize()).toBe(0);
  });

  it('R-ERR-1 a 4010 on a later call shows the session dialog; 去登录 goes to /login', async () => {
    const { services, user } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    await waitFor(() => expect(user.getUser).toHaveBeenCalledTimes(1));
    user.getUser.mockRejectedValue(sessionExpired());
    // Moving to another section reads the user again; the query client reports the 4010 to the funnel.
    await act(() => router.navigate('/center/notice'));
    await waitFor(() => expect(user.getUser).toHaveBeenCalledTimes(2));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('R-ROUTE-2 keeps the qiankun container in the DOM, registers the nine sub-apps and starts once without prefetch', async () => {
    const { services } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    const container = document.getElementById('subapp-viewport');
    expect(container).toBeTruthy();
    expect(container?.parentElement?.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(registerMicroApps).toHaveBeenCalledTimes(1));
    const apps = vi.mocked(registerMicroApps).mock.calls[0]?.[0] ?? [];
    expect(apps.map((a) => a.entry)).toContain('/child/car/');
    expect(apps).toHaveLength(9);
    expect(start).toHaveBeenCalledWith({ prefetch: false });

    await act(() => router.navigate('/car/monitor'));
    expect(router.state.location.pathname).toBe('/car/monitor');
    expect(document.getElementById('subapp-viewport')).toBe(container);
    expect(container?.parentElement?.getAttribute('data-subapp')).toBe('car');
    expect(screen.queryByText('抱歉，您访问的页面不存在。')).toBeNull();
    expect(registerMicroApps).toHaveBeenCalledTimes(1);
  });

  it('R-ROUTE-8 a page opened with urlType=blank shows without the header and menus (#30 item 10)', async () => {
    const { services } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/car/playback?vehicleId=1&urlType=blank');
    await waitFor(() => expect(router.state.location.pathname).toBe('/car/playback'));
    await waitFor(() => expect(document.getElementById('subapp-viewport')?.parentElement?.getAttribute('data-subapp')).toBe('car'));
    expect(document.querySelector('[data-layout="public"]')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '应用导航' })).toBeNull();
    await act(() => router.navigate('/car/monitor'));
    await screen.findByRole('navigation', { name: '应用导航' });
  });

  it('R-ERR-1 updateMenu reloads the resource list; a 4010 there goes straight to /login', async () => {
    const { services, access } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    access.listResources.mockRejectedValue(sessionExpired());
    act(() => sendMessage('updateMenu', {}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R-MSG-1 the shell navigates on a goPage message', async () => {
    const { services } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    act(() => sendMessage('goPage', { path: '/center/security' }));
    await screen.findByText('修改密码');
    expect(router.state.location.pathname).toBe('/center/security');
  });
});
