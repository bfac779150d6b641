// The shell's chrome around the pages: theme switching (R-THEME-1), history tabs (R-HIST-*), the
// download tip and dialogs only with a signed-in user (R-PERM-3), the image viewer by message.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '@chelian/core';
import { fakeServices, signIn } from '../test/fakeServices';
import { renderShell } from '../test/renderShell';

describe('shell chrome', () => {
  it('R-THEME-1 switches the theme, stores it in themeValue and applies it to the chrome', async () => {
    const { services } = fakeServices();
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    expect(document.documentElement.dataset.theme).toBe('defaultTheme');
    fireEvent.click(screen.getByRole('button', { name: '切换主题' }));
    fireEvent.click(await screen.findByText('清新绿'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('greenTheme'));
    expect(window.localStorage.getItem('main_themeValue')).toBe('"greenTheme"');
    expect(document.documentElement.style.getPropertyValue('--chelian-header-bg')).toBe('#00704a');
  });

  it('R-THEME-1 R-SESS-3 starts with the stored theme; logout clears it back to the default', async () => {
    const { services } = fakeServices();
    signIn(services);
    services.storage.set('themeValue', 'blueTheme');
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    expect(document.documentElement.dataset.theme).toBe('blueTheme');
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('main_themeValue')).toBeNull();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('defaultTheme'));
  });

  it('个人资料 from the user menu shows who is signed in (#30 item 10)', async () => {
    const { services } = fakeServices();
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('个人资料'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('登录账号')).toBeTruthy();
    expect(within(dialog).getByText('admin')).toBeTruthy();
    expect(within(dialog).getByText('平台管理员')).toBeTruthy();
  });

  it('§2.8 系统设置 from the user menu shows the switches with the user’s status and saves them all', async () => {
    const { services, user } = fakeServices();
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('系统设置'));
    const dialog = await screen.findByTestId('system-settings');
    const worksheet = await within(dialog).findByRole('switch', { name: '工单模块' });
    expect(worksheet.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByRole('switch', { name: '显示关联设备框' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(worksheet);
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(user.saveSettings).toHaveBeenCalledWith([
        { permissionId: 7, status: 0 },
        { permissionId: 11, status: 0 },
      ]),
    );
    await screen.findByText('设置已保存，工单模块的变化在重新登录或刷新页面后生效');
  });

  it('R-HIST-1 R-HIST-4 R-HIST-5 records visited pages as tabs, newest first; closing and clearing work', async () => {
    const { services } = fakeServices();
    signIn(services);
    const { router } = renderShell(services, '/home');
    await screen.findByRole('heading', { name: /平台管理员/ });
    await act(() => router.navigate('/center/security'));
    await act(() => router.navigate('/center/download'));
    await act(() => router.navigate('/center/security'));
    const tabs = await screen.findByRole('tablist');
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['下载中心', '安全中心', '首页']));
    expect(JSON.parse(window.localStorage.getItem('main_history') ?? '{}').main).toHaveLength(3);
    // Closing the active tab removes it and opens the next one.
    const active = within(tabs).getByRole('tab', { name: /安全中心/ });
    fireEvent.click(within(active.closest('.ant-tabs-tab') as HTMLElement).getByRole('button', { name: /remove|关闭|删除/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/download'));
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['下载中心', '首页']));
    // The page opened by closing the tab must have rendered (and recorded itself) before clearing.
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /下载中心/ }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('main_history') ?? '{}').main).toBeUndefined());
  });

  it('R-PERM-3 R-DLG-3 without a user there is no download tip and no image viewer; with one, showImage opens it', async () => {
    const { services } = fakeServices();
    const { router } = renderShell(services, '/login');
    await screen.findByText('账号登录');
    act(() => sendMessage('showImage', { index: 0, urls: ['/a.png'] }));
    expect(screen.queryByRole('dialog', { name: '图片查看' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出列表' })).toBeNull();
    signIn(services);
    await act(() => router.navigate('/home'));
    await screen.findByRole('button', { name: '导出列表' });
    act(() => sendMessage('showImage', { index: 1, urls: ['/a.png', '/b.png'] }));
    expect((await screen.findByAltText('图片 2')).getAttribute('src')).toBe('/b.png');
    fireEvent.click(screen.getByTestId('image-viewer-backdrop'));
    expect(screen.queryByRole('dialog', { name: '图片查看' })).toBeNull();
  });

  it('R-MSG-1 showDownList opens the download tip', async () => {
    const { services, center } = fakeServices();
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('button', { name: '导出列表' });
    act(() => sendMessage('showDownList', { visible: true }));
    await screen.findByTestId('download-tip');
    expect(screen.getByText('暂无导出记录')).toBeTruthy();
    expect(center.listExports).toHaveBeenCalled();
  });
});
