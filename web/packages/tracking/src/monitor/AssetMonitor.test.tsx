// AssetMonitor with a fake request client (the map is stubbed, jsdom has no WebGL): it asks for the
// profile's kind, lists the assets in the profile's words, puts them on the map, takes live
// positions, and a click in the list opens the info window with the app's panel; with `alarms`, the
// alarm panel lists the kind's unhandled alarms in the profile's words and 处理 sends processAlarm.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { createStorage, type Envelope, type HttpClient } from '@chelian/core';
import { AddressBatcher } from '../address/addressBatcher';
import { assetProfile } from '../profile/assetProfile';
import { TrackingServicesProvider } from '../profile/trackingServices';
import type { VehicleFeatures } from '../map/layers/VehicleLayer';
import type { LivePosition, MonitorRow } from '../vehicle/monitorRow';
import type { MonitorMapProps } from './MonitorMap';
import { AssetMonitor } from './AssetMonitor';
import { answeredFirstVehicles, prefetchFirstVehicles } from './vehiclePrefetch';

const sockets: Array<{ onPositions: (p: LivePosition[]) => void }> = [];
vi.mock('../live/liveSocket', async (original) => ({
  ...(await original<typeof import('../live/liveSocket')>()),
  openLiveSocket: (options: { onPositions: (p: LivePosition[]) => void }) => {
    sockets.push(options);
    return { close: () => undefined, status: () => 'connecting' };
  },
}));

// The map needs WebGL: a stub that lists the markers it is given and shows the info window.
vi.mock('./MonitorMap', () => ({
  MonitorMap: (p: MonitorMapProps) => (
    <div data-testid="map-stub">
      {(p.features as VehicleFeatures).features.map((f) => (
        <button key={String(f.properties?.id)} data-testid="marker" onClick={() => p.onVehicleClick(Number(f.properties?.id))}>
          {`${String(f.properties?.id)}@${(f.geometry as GeoJSON.Point).coordinates.join(',')}`}
        </button>
      ))}
      {p.focused && <div data-testid="popup">{p.popup}</div>}
    </div>
  ),
}));

const PET = assetProfile({ kind: 3, nouns: { asset: '宠物', group: '分组', label: '名字', searchFields: '名字/设备号', pickFields: '名字/设备号', name: '宠物名', unit: '只', counted: '宠物' } });

const row = (V: number, P: string, X: number, Y: number): MonitorRow =>
  ({ V, P, M: 2, GI: 2, GN: '一车队', Z: 2, d: '', B: '', CL: 0, T: '3G*', N: `88${V}`, I: '', W: '', frameNo: '', iconType: 0, longStayTer: 1, EP: '', NOW: '', X, Y, PT: '2026-11-28 10:00:00' }) as MonitorRow;

const ALARM = { A: 501, V: 7, G: 2, T: '电子围栏报警', C: 'fenceAlarm', P: '旺财', D: '2026-11-28 10:00:00', S: 0, N: '一车队', X: 113.86, Y: 22.57, active: 1 };

function fakeHttp(alarms: unknown[] = [], switches?: unknown[]) {
  const get = vi.fn(async (url: string, params?: unknown): Promise<Envelope<unknown>> => {
    void params; // the calls' parameters are read from the mock's calls
    if (switches && url.endsWith('/user/permission/list.json')) return { flag: 1, obj: switches };
    if (url.endsWith('/loadVehicles')) return { flag: 1, obj: { data: [row(7, '旺财', 113.86, 22.57), row(8, '咪咪', 113.9, 22.6)], total: 2, allNum: 2, onlineNum: 0, offlineNum: 2, NOW: '' } };
    if (url.endsWith('/loadGroups')) return { flag: 1, obj: { data: [{ gi: 2, pi: 0, gn: '一车队', tt: 2, an: 2, on: 0 }] } };
    if (url.endsWith('/queryAlarm')) return { flag: 1, obj: { alarm: alarms, total: alarms.length } };
    if (url.endsWith('/processAlarm')) return { flag: 1, obj: { count: 1 } };
    return { flag: 0, msg: '无', obj: {} } as Envelope<unknown>;
  });
  return { get, http: { get, post: get, postJson: get } as unknown as HttpClient };
}

function renderMonitor(http: HttpClient, alarms?: { handleButton?: number }) {
  const services = {
    http,
    storage: createStorage('t_', window.sessionStorage),
    addresses: new AddressBatcher(async (batch) => batch.map((q) => ({ index: q.index, address: '广东省深圳市宝安区' }))),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TrackingServicesProvider services={services}>
      <QueryClientProvider client={client}>
        <App>
          <AssetMonitor profile={PET} alarms={alarms} renderPanel={(r) => <span data-testid="app-panel">{`电量 ${r.V === 7 ? 87 : 50}%`}</span>} />
        </App>
      </QueryClientProvider>
    </TrackingServicesProvider>,
  );
}

describe('AssetMonitor', () => {
  it('§2.8 系统设置 8 on: each row shows its device wired or wireless; off or unread: no icon', async () => {
    const on = fakeHttp([], [{ permissionId: 8, status: 0 }]);
    const first = renderMonitor(on.http);
    const list = await screen.findByTestId('asset-list');
    await waitFor(() => expect(within(list).getAllByLabelText('无线设备')).toHaveLength(2)); // both rows longStayTer 1
    expect(within(list).queryByLabelText('有线设备')).toBeNull();
    first.unmount();

    for (const http of [fakeHttp([], [{ permissionId: 8, status: 1 }]).http, fakeHttp().http]) {
      const view = renderMonitor(http);
      const rows = await screen.findByTestId('asset-list');
      await waitFor(() => expect(within(rows).getByText('旺财')).toBeTruthy());
      expect(within(rows).queryByLabelText('无线设备')).toBeNull();
      view.unmount();
    }
  });

  it('issue 24 asks for the profile’s kind, lists the assets in its words and draws them on the map', async () => {
    const { get, http } = fakeHttp();
    renderMonitor(http);
    const list = await screen.findByTestId('asset-list');
    await waitFor(() => expect(within(list).getByText('旺财')).toBeTruthy());
    expect(within(list).getByText('咪咪')).toBeTruthy();
    expect(get.mock.calls.find(([u]) => String(u).endsWith('/loadVehicles'))?.[1]).toMatchObject({ kind: 3 });
    expect(get.mock.calls.find(([u]) => String(u).endsWith('/loadGroups'))?.[1]).toMatchObject({ kind: 3 });
    expect(screen.getByText('分组列表')).toBeTruthy();
    // The map's side comes a frame after the first rows (issue 28).
    expect(await screen.findByText('宠物实时定位')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('marker')).toHaveLength(2));
  });

  it('issue 28 a first page that answered before the page rendered is in its first render, and not asked for again', async () => {
    const { get, http } = fakeHttp();
    prefetchFirstVehicles(http, PET.kind); // as the route does while the page's code loads
    await waitFor(() => expect(answeredFirstVehicles(PET.kind)).toBeDefined());
    renderMonitor(http);
    // No waiting: the rows are in the render that made the list.
    expect(within(screen.getByTestId('asset-list')).getByText('旺财')).toBeTruthy();
    expect(within(screen.getByTestId('asset-list')).getByText('咪咪')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('marker')).toHaveLength(2));
    expect(get.mock.calls.filter(([u]) => String(u).endsWith('/loadVehicles'))).toHaveLength(1);
  });

  it('issue 24 a list click opens the info window with the app’s panel; a live position moves the marker', async () => {
    const { http } = fakeHttp();
    renderMonitor(http);
    const list = await screen.findByTestId('asset-list');
    fireEvent.click(await within(list).findByText('旺财'));
    const popup = await screen.findByTestId('popup', undefined, { timeout: 2000 });
    expect(within(popup).getByTestId('app-panel').textContent).toBe('电量 87%');
    expect(within(popup).getByText('一车队')).toBeTruthy();
    expect(screen.getAllByText('旺财').length).toBeGreaterThan(1); // the bar names the focused asset
    await waitFor(() => expect(within(popup).getByText('广东省深圳市宝安区')).toBeTruthy());

    act(() => sockets.at(-1)!.onPositions([{ vehicleId: 8, plate: '咪咪', lat: 22.7, lon: 114.1, speed: 3, course: 0, acc: -1, valid: 1, mileage: 0, motion: 1, gpsTime: '2026-11-28 10:01:00', recvTime: '2026-11-28 10:01:01', alarms: [] }]));
    await waitFor(() => expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toContain('8@114.1,22.7'), { timeout: 3000 });

    fireEvent.click(screen.getAllByTestId('marker').find((m) => m.textContent?.startsWith('8@'))!);
    await waitFor(() => expect(within(screen.getByTestId('popup')).getByTestId('app-panel').textContent).toBe('电量 50%'));
  });

  it('issue 24 without the option no alarm panel; with it the kind’s unhandled alarms in the profile’s words', async () => {
    const first = fakeHttp([ALARM]);
    const { unmount } = renderMonitor(first.http);
    await within(await screen.findByTestId('asset-list')).findByText('旺财');
    expect(screen.queryByTestId('alarm-panel')).toBeNull();
    unmount();

    const { get, http } = fakeHttp([ALARM]);
    renderMonitor(http, {});
    const panel = await screen.findByTestId('alarm-panel');
    await waitFor(() => expect(within(panel).getByText('电子围栏报警')).toBeTruthy());
    expect(get.mock.calls.find(([u]) => String(u).endsWith('/queryAlarm'))?.[1]).toMatchObject({ kind: 3 });
    expect(within(panel).getByRole('columnheader', { name: '宠物名' })).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: '所属分组' })).toBeTruthy();
    expect(within(panel).getByPlaceholderText('宠物名/分组名称')).toBeTruthy();
    expect(within(panel).queryByText(/车牌|车组/)).toBeNull();
    expect(within(panel).getByText('报警 1')).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: '速度' })).toBeTruthy(); // the pet's track has a speed

    // A row click focuses the pet: its info window with the app's panel.
    fireEvent.click(within(panel).getByText('电子围栏报警'));
    const popup = await screen.findByTestId('popup', undefined, { timeout: 2000 });
    expect(within(popup).getByTestId('app-panel').textContent).toBe('电量 87%');
  });

  it('issue 24 处理 opens the shared handling dialog in the pet’s words and sends processAlarm; the alarm leaves the panel', async () => {
    const { get, http } = fakeHttp([ALARM]);
    renderMonitor(http, {});
    const panel = await screen.findByTestId('alarm-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: /^处\s*理$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('宠物名')).toBeTruthy();
    expect(within(dialog).getByText('所属分组')).toBeTruthy();
    expect(within(dialog).queryByText('车牌号')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '王主人' } });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: '13800000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(get.mock.calls.some(([u]) => String(u).endsWith('/processAlarm'))).toBe(true));
    expect(get.mock.calls.find(([u]) => String(u).endsWith('/processAlarm'))?.[1]).toMatchObject({ contact: '王主人', obj: [{ alarmId: 501, vehicleId: 7 }] });
    await waitFor(() => expect(within(panel).queryByText('电子围栏报警')).toBeNull());
  });
});
