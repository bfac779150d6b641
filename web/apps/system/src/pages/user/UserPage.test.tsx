// 用户管理 with a fake request client: the tree and the table of the chosen node as the spec asks
// (listUser, pageUser with userId), 新增下级 sending saveClientUser with the parent and one group,
// 删除 asking twice when the account has sub-accounts (type 0, then type 1), and the buttons
// following the role's ids.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorFunnel, type Envelope, type HttpClient, type Notifier } from '@chelian/core';
import {
  BUTTON_USER_ADD,
  BUTTON_USER_BIND_GROUP,
  BUTTON_USER_DELETE,
  BUTTON_USER_EDIT,
  BUTTON_USER_EDIT_TREE,
  BUTTON_USER_EXPORT,
  BUTTON_USER_RESET_PASSWORD,
  USER_MENU_ID,
} from '../../access';
import { GET_USER_PATH, VEHICLE_COUNT_PATH } from '../../shared/headerService';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { UserPage } from './UserPage';
import { DELETE_USER_PATH, HAS_SUB_USERS_MSG, LIST_USER_PATH, PAGE_USER_PATH, SAVE_USER_PATH, type UserRow } from './service';

const ALL_BUTTONS = [BUTTON_USER_EDIT, BUTTON_USER_ADD, BUTTON_USER_EDIT_TREE, BUTTON_USER_DELETE, BUTTON_USER_BIND_GROUP, BUTTON_USER_RESET_PASSWORD, BUTTON_USER_EXPORT];
const rights = { checkOffOil: 0, checkUser: 0, checkGroup: 0, checkVehicle: 0 };
const user = (userId: number, name: string, corpName: string, treeParentId: number, extra: Partial<UserRow> = {}): UserRow =>
  ({ userId, name, corpName, treeParentId, parentId: treeParentId, parentName: treeParentId ? 'demo' : '', accountType: 3, groupId: 2, groupName: '顺达物流有限公司', ...rights, ...extra }) as UserRow;
const ME = user(1, 'demo', '顺达物流', 0);
const KEHU = user(5, 'kehu1', '客户一', 1);

const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

function fakeHttp() {
  let deleteCalls = 0;
  const get = vi.fn(async (url: string, params?: Record<string, unknown>): Promise<Envelope<unknown>> => {
    if (url === GET_USER_PATH) return ok(ME);
    if (url === VEHICLE_COUNT_PATH) return ok({ data: { totalNum: 3, onlineNum: 1, offlineNum: 2 } });
    if (url === LIST_USER_PATH) return ok([ME, KEHU]);
    if (url === PAGE_USER_PATH) return ok({ data: params?.userId === 5 ? [] : [KEHU], total: params?.userId === 5 ? 0 : 1 });
    if (url === '/car/v1/api/monitor/loadGroups') return ok({ data: [{ gi: 2, pi: 0, gn: '顺达物流有限公司', tt: 0, an: 3, on: 0 }, { gi: 3, pi: 2, gn: '一车队', tt: 3, an: 3, on: 0 }] });
    if (url === DELETE_USER_PATH) {
      deleteCalls += 1;
      return params?.type === 1 ? ok({ deleted: 2, money: 7 }) : { flag: 0, msg: HAS_SUB_USERS_MSG };
    }
    return { flag: 0, msg: `unexpected ${url}` };
  });
  const postJson = vi.fn(async (): Promise<Envelope<unknown>> => ok({}));
  return { get, postJson, deleteCalls: () => deleteCalls, http: { get, postJson } as unknown as HttpClient };
}

const renderPage = (http: HttpClient, buttons = ALL_BUTTONS) => renderWithMenu('/user', [menuPage(USER_MENU_ID, '用户管理', buttons)], <UserPage />, http);

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  const notifier: Notifier = { closeToast: () => undefined, showErrorToast: (msg) => toasts.push(msg), showSessionExpired: () => undefined };
  installErrorFunnel({ notifier, goLogin: () => undefined });
});

describe('UserPage', () => {
  it('§2.7 shows the tree, the caller’s card and its sub-accounts; a node click pages that node', async () => {
    const { http, get } = fakeHttp();
    renderPage(http);
    const table = await screen.findByTestId('user-table');
    await within(table).findByText('kehu1');
    expect(get).toHaveBeenCalledWith(LIST_USER_PATH, { type: 0 });
    expect(get).toHaveBeenCalledWith(PAGE_USER_PATH, { userId: 1, type: 0, pageNumber: 1, pageSize: 30 });
    expect(within(screen.getByTestId('user-info')).getByText('顺达物流')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('user-tree')).getByText('客户一'));
    await waitFor(() => expect(get).toHaveBeenCalledWith(PAGE_USER_PATH, { userId: 5, type: 0, pageNumber: 1, pageSize: 30 }));
    await within(screen.getByTestId('user-info')).findByText('客户一');
  });

  it('§2.7 新增下级 sends saveClientUser with the parent, one group and the rights', async () => {
    const { http, postJson } = fakeHttp();
    renderPage(http);
    const table = await screen.findByTestId('user-table');
    await within(table).findByText('kehu1');
    // The tree offers the operations of the accounts below the caller, none on the caller itself.
    const tree = screen.getByTestId('user-tree');
    expect(within(tree).queryByRole('button', { name: '新增下级 demo' })).toBeNull();
    expect(within(tree).getByRole('button', { name: '新增下级 kehu1' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /新增下级/ }));
    const dialog = await screen.findByTestId('user-dialog');
    expect((within(dialog).getByLabelText('上级账户') as HTMLInputElement).value).toBe('kehu1');
    fireEvent.change(within(dialog).getByLabelText('登录账户'), { target: { value: 'kehu2' } });
    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByLabelText('客户名称'), { target: { value: '客户二' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '绑定车组' }));
    fireEvent.click(await screen.findByTitle('一车队 (3)'));
    fireEvent.click(within(dialog).getByLabelText('删除车辆权限'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(postJson).toHaveBeenCalledWith(SAVE_USER_PATH, {
        name: 'kehu2',
        password: 'abc123',
        corpName: '客户二',
        accountType: 3,
        phone: '',
        remark: '',
        customCode: '',
        parentId: 5,
        groupIds: [3],
        checkOffOil: 0,
        checkUser: 0,
        checkGroup: 0,
        checkVehicle: 1,
      }),
    );
  });

  it('§2.7 删除 warns about the coins, then asks again for the sub-accounts and sends type 1', async () => {
    const { http, get } = fakeHttp();
    renderPage(http);
    const table = await screen.findByTestId('user-table');
    await within(table).findByText('kehu1');
    fireEvent.click(within(table).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('重要提示：帐号被删时，该帐号下的加车币，钻石将返回上一级账号！');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith(DELETE_USER_PATH, { userId: 5, type: 0 }));
    await screen.findByText(HAS_SUB_USERS_MSG);
    const buttons = screen.getAllByRole('button', { name: /确\s*定/ });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(get).toHaveBeenCalledWith(DELETE_USER_PATH, { userId: 5, type: 1 }));
    await screen.findByText('已删除 2 个账户，7 个车币已返回上一级账号');
  });

  it('R-PERM-5 without the buttons the page offers only the lists', async () => {
    const { http } = fakeHttp();
    renderPage(http, []);
    const table = await screen.findByTestId('user-table');
    await within(table).findByText('kehu1');
    expect(screen.queryByRole('button', { name: /新增用户/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    const ops = /新增下级|修\s*改|删\s*除|绑\s*车|重置密码/;
    expect(within(table).queryAllByRole('button', { name: ops })).toEqual([]);
    expect(within(screen.getByTestId('user-tree')).queryAllByRole('button', { name: ops })).toEqual([]);
  });
});
