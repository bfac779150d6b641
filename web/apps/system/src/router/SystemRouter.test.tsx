// The system app's router and side menu: the eight pages for an administrator (no 角色管理 for
// 普通用户), the root opening the first page held, going from page to page through the menu, a page
// refused without its menu id, and an unknown path sent to the shell's 404 page.
import '../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onMessage, type Envelope, type HttpClient } from '@chelian/core';
import { menuPage as page, renderWithMenu } from '../test/renderWithMenu';
import { SystemRouter } from './SystemRouter';
import { menuRoutes, routeOfPath, systemRoutes } from './routeTable';

vi.mock('../pages/role/RolePage', () => ({ RolePage: () => <div>角色页面</div> }));
vi.mock('../pages/user/UserPage', () => ({ UserPage: () => <div>用户页面</div> }));

const http = { get: vi.fn(async (): Promise<Envelope<unknown>> => ({ flag: 1, obj: {} })) } as unknown as HttpClient;
const ADMIN = systemRoutes.map((r) => page(r.menuId, r.title));
const USER = ADMIN.filter((p) => p.id !== 901208);
const renderAt = (path: string, pages = ADMIN) => renderWithMenu(path, pages, <SystemRouter />, http);

describe('system route table', () => {
  it('R-ROUTE-2 has the eight pages of migration 0059 in menu order', () => {
    expect(systemRoutes.map((r) => [r.path, r.menuId, r.title])).toEqual([
      ['/user', 901201, '用户管理'],
      ['/vehicle', 901202, '车辆管理'],
      ['/import', 901203, '批量导入'],
      ['/renew', 901204, '车辆续费'],
      ['/settle', 901205, '结清列表'],
      ['/worksheet', 901206, '工单管理'],
      ['/installer', 901207, '安装人员管理'],
      ['/role', 901208, '角色管理'],
    ]);
    const held = new Set([901202, 901207]);
    expect(menuRoutes((id) => held.has(id)).map((r) => r.path)).toEqual(['/vehicle', '/installer']);
    expect(routeOfPath('/role/')?.menuId).toBe(901208);
  });
});

describe('SystemRouter', () => {
  it('shows the eight pages to an administrator and opens the first from the root', async () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: '系统管理菜单' });
    expect(within(nav).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(systemRoutes.map((r) => r.title));
    await screen.findByText('用户页面');
    expect(screen.getByRole('menuitem', { name: /用户管理/ }).className).toContain('ant-menu-item-selected');
  });

  it('goes from page to page through the side menu', async () => {
    renderAt('/user');
    await screen.findByText('用户页面');
    fireEvent.click(screen.getByRole('menuitem', { name: /角色管理/ }));
    await screen.findByText('角色页面');
    fireEvent.click(screen.getByRole('menuitem', { name: /车辆续费/ }));
    await screen.findByTestId('renew-page');
  });

  it('gives 普通用户 no 角色管理: not in the menu, refused by path', async () => {
    renderAt('/role', USER);
    const nav = screen.getByRole('navigation', { name: '系统管理菜单' });
    expect(within(nav).queryByText('角色管理')).toBeNull();
    expect(within(nav).getAllByRole('menuitem')).toHaveLength(7);
    await screen.findByText('您没有「角色管理」的使用权限');
  });

  it('sends an unknown path to the shell’s 404 page', async () => {
    const goPage = vi.fn();
    const off = onMessage('goPage', goPage);
    renderAt('/nowhere');
    await waitFor(() => expect(goPage).toHaveBeenCalledWith({ path: '/404' }));
    off();
  });
});
