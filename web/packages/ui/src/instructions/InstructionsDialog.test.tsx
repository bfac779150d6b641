// Tests of the instructions dialog: the form of the chosen type with its defaults, validation
// before anything is sent, the commandMsg sent, results tracked in place from live updates, the
// command choice filtered by terminal type, and a batch checked before it is sent.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommandApi, CommandCatalogue, CommandDef, LiveConnectionOptions } from '@chelian/core';
import { ConsoleProviders } from '../ConsoleProviders';
import { InstructionsDialog, type InstructionsRequest } from './InstructionsDialog';

const interval: CommandDef = {
  resourceId: 7005, name: '设置上报间隔', param: 'REPORT_INTERVAL', direct: 0, cutOil: 0, speedGuard: 0, confirm: 0, remark: '',
  params: [{ key: 'seconds', label: '上报间隔', kind: 'int', min: 3, max: 86400, unit: '秒', hint: '', defaultValue: 30, options: [] }],
  terminalTypes: ['GPRS-部标', 'GPRS-GT06'], allowed: 1,
};
const text: CommandDef = {
  resourceId: 7011, name: '文本下发', param: 'TEXT', direct: 0, cutOil: 0, speedGuard: 0, confirm: 0, remark: '',
  params: [
    { key: 'flag', label: '显示方式', kind: 'choice', min: 0, max: 0, unit: '', hint: '', defaultValue: 8, options: [{ value: 4, label: '终端显示器显示' }, { value: 8, label: '终端TTS播读' }] },
    { key: 'text', label: '文本内容', kind: 'text', min: 1, max: 200, unit: '', hint: '', options: [] },
  ],
  terminalTypes: ['GPRS-部标'], allowed: 1,
};
const catalogue: CommandCatalogue = {
  commands: [interval, text],
  terminals: [
    { terminalType: 'GPRS-部标', protocol: 'jt808', resourceIdList: [7005, 7011] },
    { terminalType: 'GPRS-GT06', protocol: 'gt06', resourceIdList: [7005] },
  ],
  commandPermission: 1, cutOilPermission: 0, cutOilMaxKmh: 20, refuseOverSpeed: 0,
};

function fakeApi(overrides: Partial<CommandApi> = {}): CommandApi {
  return {
    catalogue: vi.fn(async () => catalogue),
    send: vi.fn(async (vehicleId: number) => ({ id: 41, vehicleId, plate: '粤B12345', status: 1 as const, result: '已下发', resultMsg: '已下发，等待终端应答', uuid: 'u', online: 1 as const, commandName: '' })),
    get: vi.fn(async () => { throw new Error('not polled in this test'); }),
    checkBatch: vi.fn(),
    sendBatch: vi.fn(),
    sendGroup: vi.fn(),
    photoUrls: vi.fn(() => ['/photo.jpg']),
    ...overrides,
  } as unknown as CommandApi;
}

function liveFake() {
  let handlers: LiveConnectionOptions['handlers'] = {};
  const open = vi.fn((options: LiveConnectionOptions) => {
    handlers = options.handlers;
    return { close: () => undefined, status: () => 'open' as const, subscribe: () => undefined };
  });
  return { open, push: (data: unknown[]) => act(() => handlers.commands?.(data)) };
}

function show(request: InstructionsRequest, api: CommandApi, live = liveFake()) {
  render(
    <ConsoleProviders goLogin={() => undefined}>
      <InstructionsDialog request={request} api={api} sessionId={() => 'sid'} onClose={() => undefined} openLive={live.open} />
    </ConsoleProviders>,
  );
  return live;
}

describe('instructions dialog', () => {
  it('R-DLG-2 opens the form of its type with the defaults and refuses invalid values before sending', async () => {
    const api = fakeApi();
    show({ type: 'REPORT_INTERVAL', vehicleId: 5, plate: '粤B12345' }, api);
    const field = (await screen.findByLabelText('上报间隔')) as HTMLInputElement;
    expect(field.value).toBe('30');
    expect(screen.getByText('车辆：粤B12345')).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /下\s*发/ }));
    expect(await screen.findByText('上报间隔应为3到86400之间的整数')).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('R-DLG-2 sends the commandMsg and tracks the result in place', async () => {
    const api = fakeApi();
    const live = show({ type: 'TEXT', vehicleId: 5, plate: '粤B12345' }, api);
    fireEvent.change(await screen.findByLabelText('文本内容'), { target: { value: '前方施工，请慢行' } });
    fireEvent.click(screen.getByRole('button', { name: /下\s*发/ }));
    await waitFor(() => expect(api.send).toHaveBeenCalledWith(5, 'TEXT', '8,前方施工，请慢行', true));
    expect((await screen.findByTestId('command-status-41')).textContent).toBe('已下发');
    expect(live.open).toHaveBeenCalledWith(expect.objectContaining({ subscription: { vehicles: [5] } }));
    live.push([{ id: 41, status: 2, statusText: '成功', resultMsg: '终端已应答', replyText: '终端已执行', mediaIds: '' }]);
    expect((await screen.findByTestId('command-status-41')).textContent).toBe('成功');
    expect(screen.getByText('终端已执行')).toBeTruthy();
    live.push([{ id: 99, status: 3, statusText: '失败', resultMsg: 'x', replyText: '', mediaIds: '' }]); // another command: ignored
    expect(screen.getByTestId('command-status-41').textContent).toBe('成功');
  });

  it('R-DLG-2 shows a refusal from the server without tracking anything', async () => {
    const api = fakeApi({ send: vi.fn(async () => { throw { msg: '没有断油电权限' }; }) } as Partial<CommandApi>);
    show({ type: 'REPORT_INTERVAL', vehicleId: 5 }, api);
    await screen.findByLabelText('上报间隔'); // the catalogue is loaded: 下发 is enabled
    fireEvent.click(screen.getByRole('button', { name: /下\s*发/ }));
    expect(await screen.findByText('没有断油电权限')).toBeTruthy();
    expect(screen.queryByTestId('command-progress')).toBeNull();
  });

  it('R-DLG-2 without a type offers the commands of the terminal type', async () => {
    show({ type: '', vehicleId: 9, plate: '粤B00002', terminalType: 'GPRS-GT06' }, fakeApi());
    const select = await screen.findByRole('combobox', { name: '选择指令' });
    fireEvent.mouseDown(select);
    expect(await screen.findByText('设置上报间隔')).toBeTruthy();
    expect(screen.queryByText('文本下发')).toBeNull();
  });

  it('R-DLG-2 checks a batch and sends to the vehicles that support the command', async () => {
    const api = fakeApi({
      checkBatch: vi.fn(async () => ({
        commandType: 'TEXT', commandName: '文本下发', total: 2, supportNum: 1, unsupportNum: 1,
        support: [{ vehicleId: 1, plate: '粤B1', terminalNo: '1', terminalType: 'GPRS-部标', groupName: '', online: 1 as const }],
        unsupport: [{ vehicleId: 2, plate: '粤B2', terminalNo: '2', terminalType: 'GPRS-GT06', groupName: '', reason: '终端不支持该指令' }],
      })),
      sendBatch: vi.fn(async () => ({ batchId: 'b', total: 1, accepted: 1, refused: 0, unsupported: 1,
        items: [{ id: 7, vehicleId: 1, plate: '粤B1', status: 0 as const, result: '等待下发', resultMsg: '等待下发' }] })),
    } as Partial<CommandApi>);
    show({ type: 'TEXT', vehicleIds: [1, 2] }, api);
    expect(await screen.findByText('可下发 1 辆，1 辆终端不支持：粤B2')).toBeTruthy();
    expect(screen.getByText('已选 2 辆车')).toBeTruthy(); // the vehicle's words without a profile, as before
    fireEvent.change(screen.getByLabelText('文本内容'), { target: { value: '收车' } });
    fireEvent.click(screen.getByRole('button', { name: /下\s*发/ }));
    await waitFor(() => expect(api.sendBatch).toHaveBeenCalledWith('TEXT', '8,收车', [1]));
    expect(await screen.findByTestId('command-status-7')).toBeTruthy();
  });

  it('issue 24 names a person in the request’s words: target, batch check and the progress column', async () => {
    const person = { asset: '人员', group: '分组', name: '姓名', unit: '人', counted: '' };
    const api = fakeApi({
      checkBatch: vi.fn(async () => ({
        commandType: 'TEXT', commandName: '文本下发', total: 3, supportNum: 2, unsupportNum: 1,
        support: [{ vehicleId: 1, plate: '张三', terminalNo: '1', terminalType: 'GPRS-部标', groupName: '', online: 1 as const }],
        unsupport: [{ vehicleId: 2, plate: '李四', terminalNo: '2', terminalType: 'GPRS-GT06', groupName: '', reason: '终端不支持该指令' }],
      })),
    } as Partial<CommandApi>);
    show({ type: 'TEXT', vehicleIds: [1, 2, 3], words: person }, api);
    expect(await screen.findByText('已选 3 人')).toBeTruthy();
    expect(await screen.findByText('可下发 2 人，1 人终端不支持：李四')).toBeTruthy();
    expect(screen.queryByText(/辆|车/)).toBeNull();
  });

  it('issue 24 a single person: 人员：name, and the results table titles its column 姓名, not 车牌号', async () => {
    const api = fakeApi({ send: vi.fn(async (vehicleId: number) => ({ id: 42, vehicleId, plate: '张三', status: 1 as const, result: '已下发', resultMsg: '已下发', uuid: 'u', online: 1 as const, commandName: '' })) } as Partial<CommandApi>);
    show({ type: 'REPORT_INTERVAL', vehicleId: 5, plate: '张三', words: { asset: '人员', group: '分组', name: '姓名', unit: '人', counted: '' } }, api);
    expect(await screen.findByText('人员：张三')).toBeTruthy();
    await screen.findByLabelText('上报间隔'); // the catalogue is loaded: 下发 is enabled
    fireEvent.click(screen.getByRole('button', { name: /下\s*发/ }));
    expect(await screen.findByTestId('command-status-42')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '姓名' })).toBeTruthy();
    expect(screen.queryByText('车牌号')).toBeNull();
  });
});
