// 未注册设备 with a fake request client: the server's rows under Chinese headings, paging through
// the server, the empty state, 添加车辆 prefilled from the row and sent as add.json's nested body
// (then the list is read again and the terminal is gone), 移除 after a confirmation, and failures
// through the error funnel.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorFunnel, type Envelope, type HttpClient, type Notifier } from '@chelian/core';
import type { CarServices } from '../../services/carServices';
import { CarServicesProvider } from '../../services/CarServicesContext';
import { GROUPS_PATH, type GroupNode } from '@chelian/tracking';
import { ADD_ASSET_PATH, REMOVE_UNREGISTERED_PATH, UNREGISTERED_PATH, addAssetBody, normalizeTerminal, type UnregisteredDevice } from './service';
import { UnregisteredPage } from './UnregisteredPage';

const JT808: UnregisteredDevice = {
  terminalNo: '019912345678',
  protocol: 'jt808',
  firstSeen: '2026-11-26 04:38:10',
  lastSeen: '2026-11-26 04:40:12',
  remote: '10.1.2.3:40112',
  frames: 7,
};
const GT06: UnregisteredDevice = { terminalNo: '0868120300000001', protocol: 'gt06', firstSeen: '2026-11-25 10:00:00', lastSeen: '2026-11-25 11:00:00', remote: '', frames: 2 };

const GROUPS: GroupNode[] = [
  { gi: 1, pi: 0, gn: '车联演示代理商', tt: 0, an: 3, on: 0 },
  { gi: 3, pi: 1, gn: '一车队', tt: 3, an: 3, on: 0 },
];

const page = (data: UnregisteredDevice[], total = data.length): Envelope<unknown> => ({ flag: 1, msg: '成功', obj: { data, total, pageNumber: 1, pageSize: 10 } });

function fakeHttp(lists: Array<Envelope<unknown>>, addReply: Envelope<unknown> = { flag: 1, obj: { vehicleId: 11, plate: '19912345678', terminalNo: '19912345678', groupName: '一车队' } }) {
  let call = 0;
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === UNREGISTERED_PATH) return lists[Math.min(call++, lists.length - 1)]!;
    if (url === GROUPS_PATH) return { flag: 1, obj: { data: GROUPS } };
    return { flag: 0, msg: `unexpected ${url}` };
  });
  const postJson = vi.fn(async (): Promise<Envelope<unknown>> => addReply);
  const post = vi.fn(async (): Promise<Envelope<unknown>> => ({ flag: 1, obj: {} }));
  return { get, post, postJson, http: { get, post, postJson } as unknown as HttpClient };
}

function renderPage(http: HttpClient) {
  const services = { http, embedded: false } as unknown as CarServices;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <CarServicesProvider services={services}>
      <QueryClientProvider client={client}>
        <App>
          <UnregisteredPage />
        </App>
      </QueryClientProvider>
    </CarServicesProvider>,
  );
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  const notifier: Notifier = { closeToast: () => undefined, showErrorToast: (msg) => toasts.push(msg), showSessionExpired: () => undefined };
  installErrorFunnel({ notifier, goLogin: () => undefined });
});

describe('service', () => {
  it('drops leading zeros as the server matches terminals, and builds add.json’s nested body', () => {
    expect(normalizeTerminal('019912345678')).toBe('19912345678');
    expect(normalizeTerminal('000')).toBe('0');
    expect(normalizeTerminal(' 13800000001 ')).toBe('13800000001');
    expect(addAssetBody({ terminalNo: ' 19912345678 ', terminalType: 'GPRS-部标', groupId: 3, plate: '粤B12345' })).toEqual({
      assetsBaseVO: { plate: '粤B12345', groupId: 3, iconType: 0, terminalType: 'GPRS-部标', terminalNo: '19912345678', remark: '' },
      cardInfoVO: { sim: '' },
      customerInfoVO: {},
      iInstallInfoVO: {},
    });
  });
});

describe('UnregisteredPage', () => {
  it('lists the server’s rows under Chinese headings and pages through the server', async () => {
    const { get, http } = fakeHttp([page([JT808, GT06], 25)]);
    renderPage(http);
    const row = (await screen.findByText('019912345678')).closest('tr')!;
    for (const heading of ['终端号', '协议', '首次上报', '最后上报', '上报次数', '来源地址', '操作']) {
      expect(screen.getAllByRole('columnheader').some((h) => h.textContent?.includes(heading))).toBe(true);
    }
    expect(within(row).getByText('JT/T 808')).toBeTruthy();
    expect(within(row).getByText('2026-11-26 04:38:10')).toBeTruthy();
    expect(within(row).getByText('2026-11-26 04:40:12')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    expect(within(row).getByText('10.1.2.3:40112')).toBeTruthy();
    const gt06 = screen.getByText('0868120300000001').closest('tr')!;
    expect(within(gt06).getByText('GT06')).toBeTruthy();
    expect(within(gt06).getByText('-')).toBeTruthy(); // no source address
    expect(get).toHaveBeenCalledWith(UNREGISTERED_PATH, { pageNumber: 1, pageSize: 10 });
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(get).toHaveBeenCalledWith(UNREGISTERED_PATH, { pageNumber: 2, pageSize: 10 }));
    // 查询 by terminal number starts again at page 1.
    fireEvent.change(screen.getByLabelText('搜索终端号'), { target: { value: ' 9912 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith(UNREGISTERED_PATH, { pageNumber: 1, pageSize: 10, keyword: '9912' }));
  });

  it('shows a terminal the gateway registered by itself with its group, not an add button', async () => {
    const auto: UnregisteredDevice = { ...JT808, autoRegistered: 1, vehicleId: 9, plate: '019912345678', groupName: '未分组设备' };
    const { http } = fakeHttp([page([auto])]);
    renderPage(http);
    expect(await screen.findByText('已自动注册 未分组设备')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加车辆/ })).toBeNull();
  });

  it('shows the empty state', async () => {
    const { http } = fakeHttp([page([])]);
    renderPage(http);
    expect(await screen.findByText('暂无未注册设备：所有上报的终端都已登记')).toBeTruthy();
  });

  it('添加车辆 opens the dialog prefilled from the row, sends add.json and reads the list again', async () => {
    const { get, postJson, http } = fakeHttp([page([JT808, GT06]), page([GT06])]);
    renderPage(http);
    const row = (await screen.findByText('019912345678')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '添加车辆 019912345678' }));
    const dialog = await screen.findByTestId('add-vehicle-dialog');
    expect((within(dialog).getByLabelText('终端号') as HTMLInputElement).value).toBe('19912345678');
    expect(within(dialog).getByText('设备上报为 019912345678，前导 0 不计')).toBeTruthy();
    expect(within(dialog).getByText('GPRS-部标')).toBeTruthy();
    // The group is required.
    fireEvent.click(screen.getByRole('button', { name: /^添\s*加$/ }));
    expect(await screen.findByText('请选择所属分组')).toBeTruthy();
    expect(postJson).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '所属分组' }));
    fireEvent.click(await screen.findByTitle('一车队'));
    fireEvent.change(within(dialog).getByLabelText('车牌号'), { target: { value: '粤B12345' } });
    fireEvent.click(screen.getByRole('button', { name: /^添\s*加$/ }));
    await waitFor(() =>
      expect(postJson).toHaveBeenCalledWith(ADD_ASSET_PATH, addAssetBody({ terminalNo: '19912345678', terminalType: 'GPRS-部标', groupId: 3, plate: '粤B12345' })),
    );
    // Read again: the server no longer lists the registered terminal.
    await waitFor(() => expect(screen.queryByText('019912345678')).toBeNull());
    expect(get.mock.calls.filter(([url]) => url === UNREGISTERED_PATH)).toHaveLength(2);
    expect(screen.getByText('0868120300000001')).toBeTruthy();
  });

  it('marks a terminal added here when the server still lists it, and shows add.json’s refusal', async () => {
    const { postJson, http } = fakeHttp([page([JT808])], { flag: 0, msg: '终端号已存在: 19912345678' });
    renderPage(http);
    const row = (await screen.findByText('019912345678')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '添加车辆 019912345678' }));
    const dialog = await screen.findByTestId('add-vehicle-dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '所属分组' }));
    fireEvent.click(await screen.findByTitle('一车队'));
    fireEvent.click(screen.getByRole('button', { name: /^添\s*加$/ }));
    await waitFor(() => expect(toasts).toEqual(['终端号已存在: 19912345678']));
    expect(postJson).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('add-vehicle-dialog')).toBeTruthy(); // stays open

    postJson.mockResolvedValueOnce({ flag: 1, obj: { vehicleId: 12, plate: '粤B54321', terminalNo: '19912345678', groupName: '一车队' } });
    fireEvent.click(screen.getByRole('button', { name: /^添\s*加$/ }));
    const marked = await screen.findByText('已添加 粤B54321');
    expect(marked.closest('tr')?.textContent).toContain('019912345678');
  });

  it('移除 asks first, then takes the row off the list and reads it again; a refusal is shown', async () => {
    const { get, post, http } = fakeHttp([page([JT808, GT06]), page([GT06])]);
    renderPage(http);
    const row = (await screen.findByText('019912345678')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '移除 019912345678' }));
    expect(await screen.findByText('设备再次上报时会重新列出。')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^移\s*除$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(REMOVE_UNREGISTERED_PATH, { terminalNo: '019912345678', protocol: 'jt808' }));
    await waitFor(() => expect(screen.queryByText('019912345678')).toBeNull());
    expect(get.mock.calls.filter(([url]) => url === UNREGISTERED_PATH)).toHaveLength(2);

    post.mockResolvedValueOnce({ flag: 0, msg: '该终端已不在未注册设备列表中' });
    fireEvent.click(within(screen.getByText('0868120300000001').closest('tr')!).getByRole('button', { name: '移除 0868120300000001' }));
    fireEvent.click(await screen.findByRole('button', { name: /^移\s*除$/ }));
    await waitFor(() => expect(toasts).toEqual(['该终端已不在未注册设备列表中']));
  });

  it('an auto-registered row can be removed too, keeping its vehicle', async () => {
    const auto: UnregisteredDevice = { ...JT808, autoRegistered: 1, vehicleId: 9, plate: '019912345678', groupName: '未分组设备' };
    const { http } = fakeHttp([page([auto])]);
    renderPage(http);
    fireEvent.click(await screen.findByRole('button', { name: '移除 019912345678' }));
    expect(await screen.findByText('只移除这条记录，车辆保留。')).toBeTruthy();
  });

  it('shows the server’s refusal (not an administrator) through the error funnel', async () => {
    const { http } = fakeHttp([{ flag: 0, msg: '仅管理员可查看未注册设备' }]);
    renderPage(http);
    await waitFor(() => expect(toasts).toEqual(['仅管理员可查看未注册设备']));
  });
});
