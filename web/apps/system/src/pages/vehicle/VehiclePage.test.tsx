// 车辆管理 with a fake request client: the group tree and the vehicles of the first group (40 a page),
// 车辆转移 with the pasted list's count sent to transVehicle, 自定义删除's result table, 新增车辆's
// rules, and the buttons following the role's ids and the data rights.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorFunnel, type Envelope, type HttpClient, type Notifier } from '@chelian/core';
import {
  BUTTON_GROUP_ADD,
  BUTTON_GROUP_DELETE,
  BUTTON_GROUP_EDIT,
  BUTTON_SETTLE_SEARCH,
  BUTTON_VEHICLE_ADD,
  BUTTON_VEHICLE_CUSTOM_DELETE,
  BUTTON_VEHICLE_DELETE,
  BUTTON_VEHICLE_EDIT,
  BUTTON_VEHICLE_EXPORT,
  BUTTON_VEHICLE_MOVE_ROW,
  BUTTON_VEHICLE_MOVE_SELECTED,
  BUTTON_VEHICLE_TRANSFER,
  SETTLE_MENU_ID,
  VEHICLE_MENU_ID,
} from '../../access';
import { GET_USER_PATH, VEHICLE_COUNT_PATH } from '../../shared/headerService';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { VehiclePage } from './VehiclePage';
import {
  BATCH_DELETE_PATH,
  LIST_VEHICLES_PATH,
  LOCATE_VEHICLE_PATH,
  RELATED_VEHICLE_PATH,
  SAVE_VEHICLE_PATH,
  SEARCH_VEHICLES_PATH,
  TERMINAL_TYPES_PATH,
  TRANSFER_PATH,
  type VehicleRow,
} from './service';

const ALL = [
  BUTTON_GROUP_ADD, BUTTON_GROUP_DELETE, BUTTON_GROUP_EDIT, BUTTON_VEHICLE_ADD, BUTTON_VEHICLE_CUSTOM_DELETE, BUTTON_VEHICLE_DELETE,
  BUTTON_VEHICLE_EDIT, BUTTON_VEHICLE_EXPORT, BUTTON_VEHICLE_MOVE_ROW, BUTTON_VEHICLE_MOVE_SELECTED, BUTTON_VEHICLE_TRANSFER,
];
const VEHICLE = { vehicleId: 11, plate: '粤B12345', sim: '13800000001', terminalNo: '13800000001', terminalType: 'GPRS-部标', vehicleStatus: 1, formatTime: '1小时', mac: '' } as VehicleRow;
const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

function fakeHttp(rights = { checkGroup: 0, checkVehicle: 0 }) {
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === GET_USER_PATH) return ok({ userId: 1, name: 'demo', accountType: 3, ...rights });
    if (url === VEHICLE_COUNT_PATH) return ok({ data: { totalNum: 1, onlineNum: 1, offlineNum: 0 } });
    if (url === '/car/v1/api/monitor/loadGroups') return ok({ data: [{ gi: 2, pi: 0, gn: '顺达物流', tt: 0, an: 1, on: 1 }, { gi: 3, pi: 2, gn: '一车队', tt: 1, an: 1, on: 1 }] });
    if (url === LIST_VEHICLES_PATH) return ok({ data: [VEHICLE], total: 1 });
    if (url === SEARCH_VEHICLES_PATH) return ok({ data: [{ vehicleId: 11, plate: '粤B12345', terminalNo: '13800000001', sim: '', groupId: 3, groupName: '一车队' }] });
    if (url === LOCATE_VEHICLE_PATH) return ok({ data: { groupId: 3, pageNumber: 2, jump: 1 } });
    if (url === RELATED_VEHICLE_PATH) return ok({ vehicleId: 12, plate: '粤B77777', groupId: 3, frameNo: 'LSVAU2180N2183294', brand: '重卡', owner: '张三' });
    if (url === TERMINAL_TYPES_PATH) return ok({ data: [{ type: 'GPRS-部标', typemap: 'GPRS-部标', protocol: 'jt808' }, { type: 'GPRS-部标', typemap: 'GPRS-部标', protocol: 'jt808' }] });
    return { flag: 0, msg: `unexpected ${url}` };
  });
  const post = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === BATCH_DELETE_PATH) return ok({ data: { success: ['13800000001'], noPermission: ['13900000001'], nonexistent: [], successNum: 1, recvNum: 3 } });
    if (url === TRANSFER_PATH) return ok({ data: { success: ['粤B12345'], noPermission: [], nonexistent: ['粤B23456'], successNum: 1, recvNum: 2 } });
    return ok({});
  });
  const postJson = vi.fn(async (): Promise<Envelope<unknown>> => ok({}));
  return { get, post, postJson, http: { get, post, postJson } as unknown as HttpClient };
}

const valueOf = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const renderPage = (http: HttpClient, buttons = ALL, settleButtons: number[] = []) =>
  renderWithMenu('/vehicle', [menuPage(VEHICLE_MENU_ID, '车辆管理', buttons), menuPage(SETTLE_MENU_ID, '结清列表', settleButtons)], <VehiclePage />, http);

beforeEach(() => {
  const notifier: Notifier = { closeToast: () => undefined, showErrorToast: () => undefined, showSessionExpired: () => undefined };
  installErrorFunnel({ notifier, goLogin: () => undefined });
});

describe('VehiclePage', () => {
  it('§2.7 opens on the first group holding vehicles, 40 a page; a click lists another group', async () => {
    const { http, get } = fakeHttp();
    renderPage(http);
    await within(await screen.findByTestId('vehicle-table')).findByText('粤B12345');
    expect(get).toHaveBeenCalledWith(LIST_VEHICLES_PATH, { groupId: 3, pageNumber: 1, pageSize: 40 });
    fireEvent.click(within(screen.getByTestId('group-tree')).getByText('顺达物流 (1)'));
    await waitFor(() => expect(get).toHaveBeenCalledWith(LIST_VEHICLES_PATH, { groupId: 2, pageNumber: 1, pageSize: 40 }));
  });

  it('§2.7 a vehicle found by the search opens its group on the page holding it', async () => {
    const { http, get } = fakeHttp();
    renderPage(http);
    await within(await screen.findByTestId('vehicle-table')).findByText('粤B12345');
    fireEvent.click(within(screen.getByTestId('group-tree')).getByText('顺达物流 (1)'));
    fireEvent.change(screen.getByLabelText('请输入车牌号/设备号/SIM卡号'), { target: { value: '12345' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith(SEARCH_VEHICLES_PATH, { plate: '12345', searchType: 0 }));
    fireEvent.click(await screen.findByText('粤B12345（13800000001） 一车队'));
    await waitFor(() => expect(get).toHaveBeenCalledWith(LOCATE_VEHICLE_PATH, { vehicleId: 11, pageSize: 40 }));
    await waitFor(() => expect(get).toHaveBeenCalledWith(LIST_VEHICLES_PATH, { groupId: 3, pageNumber: 2, pageSize: 40 }));
  });

  it('§2.7 车辆转移 counts the pasted list and sends it with the target group', async () => {
    const { http, post } = fakeHttp();
    renderPage(http);
    await within(await screen.findByTestId('vehicle-table')).findByText('粤B12345');
    fireEvent.click(screen.getByRole('button', { name: /车辆转移/ }));
    const dialog = await screen.findByTestId('transfer-dialog');
    fireEvent.change(within(dialog).getByLabelText('多台设备请换行，一行一条！'), { target: { value: '粤B12345\n粤B23456\n粤B12345\n' } });
    expect(within(dialog).getByTestId('transfer-count').textContent).toBe('将要转移2台车辆');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '转移到' }));
    fireEvent.click(await screen.findByTitle('一车队 (1)'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(TRANSFER_PATH, { transType: 'plate', groupId: 3, list: '粤B12345,粤B23456' }));
    await screen.findByText('已转移 1 台；没权限 0 条，无设备 1 条');
  });

  it('§2.7 自定义删除 shows 成功 / 没权限 / 无设备 per terminal number', async () => {
    const { http, post } = fakeHttp();
    renderPage(http);
    await within(await screen.findByTestId('vehicle-table')).findByText('粤B12345');
    fireEvent.click(screen.getByRole('button', { name: /自定义删除/ }));
    const dialog = await screen.findByTestId('batch-delete-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '13800000001,13900000001\n13700000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(BATCH_DELETE_PATH, { terminalNos: '13800000001,13900000001,13700000001' }));
    expect((await screen.findByTestId('batch-delete-summary')).textContent).toBe('成功 1 条，没权限 1 条，无设备 1 条');
    const rows = within(screen.getByTestId('batch-delete-dialog')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['13800000001成功', '13900000001没权限', '13700000001无设备']);
  });

  it('§2.5 新增车辆 refuses a short SIM and sends saveVehicle once fixed', async () => {
    const { http, postJson } = fakeHttp();
    renderPage(http);
    await within(await screen.findByTestId('vehicle-table')).findByText('粤B12345');
    fireEvent.click(within(screen.getByTestId('group-tree')).getByRole('button', { name: '新增车辆 一车队' }));
    const dialog = await screen.findByTestId('vehicle-dialog');
    fireEvent.change(within(dialog).getByLabelText('车牌号码'), { target: { value: '粤B99999' } });
    fireEvent.change(within(dialog).getByLabelText('SIM卡号'), { target: { value: '1380000' } });
    fireEvent.change(within(dialog).getByLabelText('设备类型'), { target: { value: 'GPRS' } });
    // The server's types are offered, each once.
    await waitFor(() => expect(screen.getAllByTitle('GPRS-部标')).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText('设备类型'), { target: { value: 'GPRS-部标' } });
    fireEvent.change(within(dialog).getByLabelText('设备号码'), { target: { value: '13800009999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('SIM卡号为11-13位数字');
    fireEvent.change(within(dialog).getByLabelText('SIM卡号'), { target: { value: '13800009999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(postJson).toHaveBeenCalledWith(SAVE_VEHICLE_PATH, expect.objectContaining({ plate: '粤B99999', sim: '13800009999', terminalNo: '13800009999', terminalType: 'GPRS-部标', groupId: 3, groupName: '一车队' })));
  });

  it('§2.3 a typed plate fills the empty fields from the related vehicle (撤回 undoes); 状态 is sent with the save', async () => {
    const { http, get, postJson } = fakeHttp();
    renderPage(http, ALL, [BUTTON_SETTLE_SEARCH]); // 结清 allowed, back to 未结清 not
    await within(await screen.findByTestId('vehicle-table')).findByText('粤B12345');
    fireEvent.click(within(screen.getByTestId('group-tree')).getByRole('button', { name: '新增车辆 一车队' }));
    const dialog = await screen.findByTestId('vehicle-dialog');
    fireEvent.change(within(dialog).getByLabelText('车主名称'), { target: { value: '李四' } });
    fireEvent.change(within(dialog).getByLabelText('车牌号码'), { target: { value: '粤B77777' } });
    fireEvent.blur(within(dialog).getByLabelText('车牌号码'));
    await within(dialog).findByText('已按关联车辆「粤B77777」填入2项空白资料（蓝色）');
    expect(get).toHaveBeenCalledWith(RELATED_VEHICLE_PATH, { plate: '粤B77777', frameNo: '', groupId: 3 }, { silent: true });
    expect(valueOf(dialog, '车架号码')).toBe('LSVAU2180N2183294');
    expect(valueOf(dialog, '车辆类型')).toBe('重卡');
    expect(valueOf(dialog, '车主名称')).toBe('李四');
    fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*回/ }));
    await waitFor(() => expect(valueOf(dialog, '车架号码')).toBe(''));
    expect(valueOf(dialog, '车辆类型')).toBe('');
    expect(within(dialog).queryByText(/已按关联车辆/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('SIM卡号'), { target: { value: '13800007777' } });
    fireEvent.change(within(dialog).getByLabelText('设备类型'), { target: { value: 'GPRS-部标' } });
    fireEvent.change(within(dialog).getByLabelText('设备号码'), { target: { value: '13800007777' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('状态'));
    const unsettled = (await screen.findAllByTitle('未结清')).find((el) => el.classList.contains('ant-select-item-option'));
    expect(unsettled?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(await screen.findByTitle('结清'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(postJson).toHaveBeenCalledWith(SAVE_VEHICLE_PATH, expect.objectContaining({ plate: '粤B77777', settle: '1', frameNo: '', owner: '李四' })));
  });

  it('R-PERM-5 checkVehicle 1 hides 删除 and 自定义删除; without buttons only 修改 (read-only) stays', async () => {
    const { http } = fakeHttp({ checkGroup: 1, checkVehicle: 1 });
    renderPage(http);
    const table = await screen.findByTestId('vehicle-table');
    await within(table).findByText('粤B12345');
    expect(screen.queryByRole('button', { name: /自定义删除/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(screen.getByTestId('group-tree')).queryByRole('button', { name: /删除车组/ })).toBeNull();
    expect(within(screen.getByTestId('group-tree')).getByRole('button', { name: '修改车组 一车队' })).toBeTruthy();
  });
});
