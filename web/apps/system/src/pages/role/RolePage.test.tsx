// 角色管理 with a fake request client: the roles under Chinese headings with the query sent as the
// spec says (roleName, status, pageNumber, pageSize), the header's account and counts, 新建角色 with
// the resource tree (ticks sent as resourceIdList to add.json), 修改 reading get.json first and
// saving to update.json, 删除 after a confirmation, and a server refusal shown as it comes.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorFunnel, type Envelope, type HttpClient, type Notifier } from '@chelian/core';
import { ROLE_MENU_ID } from '../../access';
import { GET_USER_PATH, VEHICLE_COUNT_PATH } from '../../shared/headerService';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { RolePage } from './RolePage';
import {
  RESOURCE_TREE_PATH,
  ROLE_ADD_PATH,
  ROLE_DELETE_PATH,
  ROLE_GET_PATH,
  ROLE_PAGE_PATH,
  ROLE_UPDATE_PATH,
  roleBody,
  type ResourceTreeNode,
  type RoleRow,
} from './service';

const ROLES: RoleRow[] = [
  { roleId: 1, roleName: '管理员', roleDesc: '全部权限' },
  { roleId: 2, roleName: '普通用户', roleDesc: '车队账户' },
];
const TREE: ResourceTreeNode[] = [
  {
    id: 9012,
    name: '系统管理',
    type: 1,
    children: [
      { id: 901201, name: '用户管理', type: 2, children: [{ id: 160101, name: '修改用户', type: 3 }] },
      { id: 901208, name: '角色管理', type: 2 },
    ],
  },
];

const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

function fakeHttp(options: { list?: Envelope<unknown>; remove?: Envelope<unknown> } = {}) {
  const get = vi.fn(async (url: string, params?: Record<string, unknown>): Promise<Envelope<unknown>> => {
    if (url === ROLE_PAGE_PATH) return options.list ?? ok({ data: ROLES, total: 2, pageNumber: 1, pageSize: 10 });
    if (url === ROLE_GET_PATH) return ok({ ...ROLES.find((r) => r.roleId === params?.roleId), resourceIdList: [9012, 901208] });
    if (url === RESOURCE_TREE_PATH) return ok(TREE);
    if (url === ROLE_DELETE_PATH) return options.remove ?? ok({});
    if (url === GET_USER_PATH) return ok({ name: 'admin', accountType: 3 });
    if (url === VEHICLE_COUNT_PATH) return ok({ data: { totalNum: 200, onlineNum: 120, offlineNum: 80 } });
    return { flag: 0, msg: `unexpected ${url}` };
  });
  const postJson = vi.fn(async (): Promise<Envelope<unknown>> => ok({}));
  return { get, postJson, http: { get, postJson } as unknown as HttpClient };
}

const renderPage = (http: HttpClient) => renderWithMenu('/role', [menuPage(ROLE_MENU_ID, '角色管理')], <RolePage />, http);

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  const notifier: Notifier = { closeToast: () => undefined, showErrorToast: (msg) => toasts.push(msg), showSessionExpired: () => undefined };
  installErrorFunnel({ notifier, goLogin: () => undefined });
});

describe('role service', () => {
  it('sends add.json without roleId, trimmed, with the resource ids once and ascending', () => {
    expect(roleBody({ roleName: ' 调度员 ', roleDesc: ' 值班 ', resourceIdList: [901208, 9012, 9012] })).toEqual({
      roleName: '调度员',
      roleDesc: '值班',
      resourceIdList: [9012, 901208],
    });
    expect(roleBody({ roleId: 5, roleName: 'a', roleDesc: '', resourceIdList: [] }).roleId).toBe(5);
  });
});

describe('RolePage', () => {
  it('lists the roles with the spec’s query, under the common header', async () => {
    const { http, get } = fakeHttp();
    renderPage(http);
    await screen.findByText('普通用户');
    expect(screen.getByText('角色名称')).toBeTruthy();
    expect(screen.getByText('角色信息')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(ROLE_PAGE_PATH, { status: 0, pageNumber: 1, pageSize: 10 });
    await waitFor(() => expect(screen.getByTestId('header-account').textContent).toBe('admin'));
    expect(screen.getByTestId('header-type').textContent).toBe('我的客户');
    await waitFor(() => expect(screen.getByTestId('header-devices').textContent).toBe('设备数量：全部 200在线 120离线 80'));

    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: ' 普通 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith(ROLE_PAGE_PATH, { roleName: '普通', status: 0, pageNumber: 1, pageSize: 10 }));
  });

  it('新建角色 sends the ticked resources (a page with its menu) to add.json', async () => {
    const { http, postJson } = fakeHttp();
    renderPage(http);
    await screen.findByText('普通用户');
    fireEvent.click(screen.getByRole('button', { name: /新建角色/ }));
    const dialog = await screen.findByTestId('role-dialog');
    await within(dialog).findByText('角色管理');
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '调度员' } });
    fireEvent.change(within(dialog).getByLabelText('备注信息'), { target: { value: '值班' } });
    fireEvent.click(within(dialog).getByText('角色管理'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(postJson).toHaveBeenCalledWith(ROLE_ADD_PATH, { roleName: '调度员', roleDesc: '值班', resourceIdList: [9012, 901208] }),
    );
    await screen.findByText('已新建角色「调度员」');
  });

  it('修改 reads the role’s resources, and an untick reaches update.json', async () => {
    const { http, get, postJson } = fakeHttp();
    renderPage(http);
    await screen.findByText('普通用户');
    fireEvent.click(screen.getAllByRole('button', { name: /修\s*改/ })[1]!);
    const dialog = await screen.findByTestId('role-dialog');
    await within(dialog).findByText('用户管理');
    expect(get).toHaveBeenCalledWith(ROLE_GET_PATH, { roleId: 2 });
    expect((within(dialog).getByLabelText('角色名称') as HTMLInputElement).value).toBe('普通用户');
    fireEvent.click(within(dialog).getByText('用户管理'));
    fireEvent.click(within(dialog).getByText('角色管理'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(postJson).toHaveBeenCalledWith(ROLE_UPDATE_PATH, { roleId: 2, roleName: '普通用户', roleDesc: '车队账户', resourceIdList: [9012, 160101, 901201] }),
    );
  });

  it('删除 asks first; a refusal shows the server’s message', async () => {
    const { http, get } = fakeHttp({ remove: { flag: 0, msg: '该角色下还有账户，不能删除' } });
    renderPage(http);
    await screen.findByText('普通用户');
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[1]!);
    await screen.findByText('确定删除角色「普通用户」吗？');
    expect(get).not.toHaveBeenCalledWith(ROLE_DELETE_PATH, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith(ROLE_DELETE_PATH, { roleId: 2 }));
    await waitFor(() => expect(toasts).toContain('该角色下还有账户，不能删除'));
  });

  it('shows the list’s failure as it comes and an empty table', async () => {
    const { http } = fakeHttp({ list: { flag: 0, msg: '没有该操作的权限' } });
    renderPage(http);
    await waitFor(() => expect(toasts).toContain('没有该操作的权限'));
    expect(screen.getByText('暂无角色')).toBeTruthy();
  });
});
