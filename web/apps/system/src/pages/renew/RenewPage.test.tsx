// 车辆续费 with a fake request client: the balance in the header, the 温馨提示 once a session, a row
// renewed by the price slider (gvids and addMonth as §3.9 says), 已过期 on an expired row, a custom
// 不续费 list answered by 转移详情, and the bottom actions removed without their button ids.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope, HttpClient } from '@chelian/core';
import { BUTTON_RENEW_BATCH, BUTTON_RENEW_CUSTOM_STOP, BUTTON_RENEW_SEARCH, RENEW_MENU_ID } from '../../access';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { RENEW_NOTICE_KEY } from './components/RenewNotice';
import { RenewPage } from './RenewPage';
import { EXPIRE_PAGE_PATH, MY_STATE_PATH, RECHARGE_PATH, TRANSFER_STATE_PATH, type ExpireRow } from './service';

const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

const ROWS: ExpireRow[] = [
  { vehicleId: 11, groupId: 3, groupName: '一车队', plate: '粤A11111', terminalNo: '1001', sim: '1', expireDate: '2099-01-01 00:00:00', state: 0, vehState: '离线' },
  { vehicleId: 12, groupId: 3, groupName: '一车队', plate: '粤A22222', terminalNo: '1002', sim: '2', expireDate: '2020-01-01 00:00:00', state: 1, vehState: '离线' },
];

function fakeHttp() {
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => (url === MY_STATE_PATH ? ok({ data: { money: 30, vehCount: 2 } }) : ok({})));
  const post = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === EXPIRE_PAGE_PATH) return ok({ data: ROWS, total: 2 });
    if (url === RECHARGE_PATH) return ok({ tipMessage: '续费成功：1辆车续费2年，消耗车币10个，剩余20个' });
    if (url === TRANSFER_STATE_PATH) return ok({ data: { success: ['1002'], noPermission: [], nonexistent: ['9999'] }, tipMessage: '成功1条' });
    return ok({});
  });
  return { get, post, http: { get, post, postJson: post, exportFile: vi.fn() } as unknown as HttpClient };
}

const ALL = [BUTTON_RENEW_SEARCH, BUTTON_RENEW_BATCH, BUTTON_RENEW_CUSTOM_STOP];
const renderPage = (http: HttpClient, buttons = ALL) => renderWithMenu('/renew', [menuPage(RENEW_MENU_ID, '车辆续费', buttons)], <RenewPage />, http);

beforeEach(() => window.sessionStorage.setItem(RENEW_NOTICE_KEY, '1'));

/** The table row holding `cell` (role queries are slow over a wide antd table in jsdom). */
const rowOf = (cell: HTMLElement): HTMLElement => cell.closest('tr') as HTMLElement;

describe('RenewPage', () => {
  it('§2.7 the 温馨提示 shows on the first visit of a session, with the price', async () => {
    window.sessionStorage.removeItem(RENEW_NOTICE_KEY);
    renderPage(fakeHttp().http);
    const notice = await screen.findByTestId('renew-notice');
    expect(notice.textContent).toContain('1个币=1月，一次性续费1年优惠后只需5个币');
    fireEvent.click(screen.getByText('我知道了'));
    expect(window.sessionStorage.getItem(RENEW_NOTICE_KEY)).toBe('1');
  });

  it('lists the vehicles (已过期 marked) with the balance, and renews a row by the slider', async () => {
    const { http, post } = fakeHttp();
    renderPage(http);
    await waitFor(() => expect(screen.getByTestId('renew-balance').textContent).toBe('30个'));
    const expired = rowOf(await screen.findByText('粤A22222'));
    expect(within(expired).getByText('已过期')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(EXPIRE_PAGE_PATH, { pageNumber: 1, pageSize: 20 });

    const row = rowOf(screen.getByText('粤A11111'));
    fireEvent.click(within(row).getByText(/续\s*费/));
    const dialog = await screen.findByTestId('renew-dialog');
    fireEvent.click(within(dialog).getByText('2年'));
    await waitFor(() => expect(within(dialog).getByTestId('renewal-coins').textContent).toBe('共1台，需消耗10个车币'));
    expect(within(dialog).getByTestId('renewal-expiry').textContent).toBe('续费后到期时间：2101-01-01');
    fireEvent.click(screen.getByText('确定续费'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(RECHARGE_PATH, { gvids: '3,11', addMonth: 24 }));
    await screen.findByText('续费成功：1辆车续费2年，消耗车币10个，剩余20个');
  });

  it('自定义不续费 sends the pasted list and shows 转移详情', async () => {
    const { http, post } = fakeHttp();
    renderPage(http);
    await screen.findByText('粤A11111');
    fireEvent.click(screen.getByText('自定义不续费'));
    fireEvent.change(await screen.findByTestId('terminal-list'), { target: { value: '1002\n9999\n1002' } });
    expect(screen.getByText('将要处理2台设备')).toBeTruthy();
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(post).toHaveBeenCalledWith(TRANSFER_STATE_PATH, { terminalNos: '1002,9999', isState: 2 }));
    await waitFor(() => expect(screen.getByTestId('transfer-summary').textContent).toBe('成功1台，无权限0台，无设备1台'));
  });

  it('§5.3 搜索, 批量续费 and the custom actions are removed without their ids', async () => {
    renderPage(fakeHttp().http, []);
    await screen.findByText('粤A11111');
    for (const name of [/^搜\s*索$/, '批量续费', '自定义续费', '自定义不续费', '自定义不续费转出']) expect(screen.queryByText(name)).toBeNull();
    expect(screen.getByText('高级筛选')).toBeTruthy();
  });
});
