// The monitor's alarm list and live push: an alarm raised before the live subscription is in force
// still shows (the list reloads once it is), and one pushed while the list loads is not lost.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, type HttpClient } from '@chelian/core';
import type { LiveAlarm, LivePosition, MonitorRow } from '../vehicle/monitorRow';
import { LOAD_VEHICLES_PATH, MONITOR_PAGE_SIZE, type AlarmPage, type AlarmRow, type MonitorFeedApi as MonitorApi } from './monitorApi';
import { FIRST_PAGE_SIZE } from './loadAllVehicles';
import { prefetchFirstVehicles } from './vehiclePrefetch';
import { VehicleStore } from './vehicleStore';
import { mergeLoadedAlarms, useMonitorFeed } from './useMonitorFeed';

interface LiveOptions {
  onPositions: (p: LivePosition[]) => void;
  onAlarms: (a: LiveAlarm[]) => void;
  onHandled: (ids: number[]) => void;
  onStatus: (s: 'connecting' | 'open' | 'closed') => void;
}
const sockets: LiveOptions[] = [];
vi.mock('../live/liveSocket', async (original) => ({
  ...(await original<typeof import('../live/liveSocket')>()),
  openLiveSocket: (options: LiveOptions) => {
    sockets.push(options);
    return { close: () => undefined, status: () => 'connecting' };
  },
}));

const alarm = (A: number): AlarmRow => ({ A, V: 1, G: 11, T: '紧急报警', C: 'emergencyAlarm', P: '粤B1', D: '2026-11-25 03:00:00', S: 30, N: '一车队', X: 114, Y: 22.5, active: 1 });
const position = (lon: number) => ({ vehicleId: 1, plate: '粤B1', lat: 22.5, lon, speed: 30, course: 90, acc: 1, valid: 1, mileage: 10, motion: 1, gpsTime: '2026-11-30 10:00:01', recvTime: '2026-11-30 10:00:01', alarms: [] }) as LivePosition;
const pushed = (alarmId: number) => ({ alarmId, vehicleId: 1, groupId: 11, type: '紧急报警', enType: 'emergencyAlarm', plate: '粤B1', time: '2026-11-25 03:00:01', speed: 30, lon: 114, lat: 22.5 }) as LiveAlarm;

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useMonitorFeed alarms', () => {
  beforeEach(() => void (sockets.length = 0));

  it('reloads the alarms once live push is subscribed, keeping those pushed during the load', async () => {
    const loads = [deferred<AlarmPage>(), deferred<AlarmPage>()];
    let call = 0;
    const api = {
      loadVehicles: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
      queryAlarm: vi.fn(() => loads[call++]!.promise),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const { result } = renderHook(() => useMonitorFeed(api, store, storage, false));
    await act(async () => loads[0]!.resolve({ alarm: [], total: 0 })); // the first load: before alarm 5 was raised
    expect(result.current.alarms).toEqual([]);
    act(() => sockets[0]!.onStatus('open')); // subscribed: the list reloads
    expect(api.queryAlarm).toHaveBeenCalledTimes(2);
    act(() => sockets[0]!.onAlarms([pushed(6)])); // pushed while the reload runs
    await act(async () => loads[1]!.resolve({ alarm: [alarm(5)], total: 1 }));
    await waitFor(() => expect(result.current.alarms.map((a) => a.A)).toEqual([6, 5]));
    expect(result.current.live).toBe(true);
  });

  it('keeps a pushed alarm when the first load answers after the reload and the push (CI failure of alarms.e2e)', async () => {
    const loads = [deferred<AlarmPage>(), deferred<AlarmPage>()];
    let call = 0;
    const api = {
      loadVehicles: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
      queryAlarm: vi.fn(() => loads[call++]!.promise),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const { result } = renderHook(() => useMonitorFeed(api, store, storage, false));
    act(() => sockets[0]!.onStatus('open')); // the reload begins while the first load still runs
    await act(async () => loads[1]!.resolve({ alarm: [], total: 0 })); // read before alarm 6 was stored
    act(() => sockets[0]!.onAlarms([pushed(6)]));
    await act(async () => loads[0]!.resolve({ alarm: [], total: 0 })); // the first load's late answer
    await waitFor(() => expect(result.current.alarms.map((a) => a.A)).toEqual([6]));
    expect(result.current.alarmTotal).toBe(1);
  });

  it('counts every unhandled alarm, not the loaded page, and loads the rest once the page is handled (#30 item 4)', async () => {
    const api = {
      loadVehicles: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
      queryAlarm: vi
        .fn<() => Promise<AlarmPage>>()
        .mockResolvedValueOnce({ alarm: [alarm(9), alarm(8)], total: 1314 })
        .mockResolvedValueOnce({ alarm: [alarm(7)], total: 1312 }),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const { result } = renderHook(() => useMonitorFeed(api, store, storage, false));
    await waitFor(() => expect(result.current.alarmTotal).toBe(1314));
    expect(result.current.alarms).toHaveLength(2);
    act(() => result.current.removeAlarms([9]));
    expect(result.current.alarmTotal).toBe(1313);
    act(() => result.current.removeAlarms([8]));
    await waitFor(() => expect(result.current.alarms.map((a) => a.A)).toEqual([7]));
    expect(result.current.alarmTotal).toBe(1312);
    expect(api.queryAlarm).toHaveBeenCalledTimes(2);
  });

  it('with an asset kind, leaves out pushed alarms of assets it did not load (another kind)', async () => {
    const api = {
      kind: 2,
      loadVehicles: vi.fn(() => Promise.resolve({ data: [{ V: 1, P: '张三', Z: 1 }], total: 1 })),
      queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const { result } = renderHook(() => useMonitorFeed(api, store, storage, false));
    await waitFor(() => expect(store.get(1)).toBeDefined());
    act(() => sockets[0]!.onAlarms([{ ...pushed(8), vehicleId: 9 }, pushed(7)]));
    await waitFor(() => expect(result.current.alarms.map((a) => a.A)).toEqual([7]));
  });

  it('issue 28 lists the alarms pushed within a second as one change; one handled meanwhile never shows', async () => {
    const api = {
      loadVehicles: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
      queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const lists: AlarmRow[][] = []; // the alarm lists the page was given, in order
    const { result } = renderHook(() => {
      const feed = useMonitorFeed(api, store, storage, false);
      if (lists.at(-1) !== feed.alarms) lists.push(feed.alarms);
      return feed;
    });
    await waitFor(() => expect(result.current.firstLoadEnded).toBe(true));
    await act(async () => sockets[0]!.onStatus('open')); // live: no countdown renders the hook each second
    await act(async () => undefined); // the alarms' reload answered
    const before = lists.length;
    act(() => sockets[0]!.onAlarms([pushed(1)]));
    act(() => sockets[0]!.onAlarms([pushed(2), pushed(3)]));
    act(() => sockets[0]!.onHandled([3]));
    expect(result.current.alarms).toEqual([]);
    await waitFor(() => expect(result.current.alarms.map((a) => a.A)).toEqual([2, 1]));
    expect(lists.length).toBe(before + 1);
  });

  it('issue 28 hands the positions pushed within a second over at the clock’s tick, as one change', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const api = {
      loadVehicles: vi.fn(() => Promise.resolve({ data: [{ V: 1, P: '粤B1', X: 114, Y: 22.5, Z: 2 } as MonitorRow], total: 1 })),
      queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const { result } = renderHook(() => useMonitorFeed(api, store, storage, false));
    await act(() => vi.advanceTimersByTimeAsync(0)); // the loads answer
    const [version, start] = [store.getVersion(), result.current.now];
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => sockets[0]!.onPositions([position(114.2)]));
    await act(() => vi.advanceTimersByTimeAsync(400));
    act(() => sockets[0]!.onPositions([position(114.5)]));
    expect(store.get(1)?.X).toBe(114);
    await act(() => vi.advanceTimersByTimeAsync(300)); // the clock's tick, 1 s after the hook began
    expect(store.get(1)?.X).toBe(114.5);
    expect(store.getVersion()).toBe(version + 1);
    expect(result.current.now).toBeGreaterThan(start);
    vi.useRealTimers();
  });

  it('issue 28 a reload answering the alarms already listed keeps the list', async () => {
    const api = {
      loadVehicles: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
      queryAlarm: vi.fn(() => Promise.resolve({ alarm: [alarm(6), alarm(5)], total: 2 })),
    } as unknown as MonitorApi;
    const store = new VehicleStore();
    const storage = createStorage('t_', window.sessionStorage);
    const { result } = renderHook(() => useMonitorFeed(api, store, storage, false));
    await waitFor(() => expect(result.current.alarms.map((a) => a.A)).toEqual([6, 5]));
    const listed = result.current.alarms;
    await act(async () => sockets[0]!.onStatus('open')); // subscribed: the list reloads
    expect(api.queryAlarm).toHaveBeenCalledTimes(2);
    expect(result.current.alarms).toBe(listed);
  });

  it('issue 28 reads a fleet larger than the first page in pages that name one snapshot, and counts as loaded after the last', async () => {
    const fleet = Array.from({ length: FIRST_PAGE_SIZE + 5 }, (_, i) => ({ V: i + 1, P: `粤B${i}` }));
    const loadVehicles = vi.fn<(pageNumber: number, pageSize: number, snapshot?: string) => Promise<{ data: typeof fleet; total: number }>>((pageNumber, pageSize) =>
      Promise.resolve({ data: fleet.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: fleet.length }),
    );
    const api = { loadVehicles, queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })) } as unknown as MonitorApi;
    const store = new VehicleStore();
    renderHook(() => useMonitorFeed(api, store, createStorage('t_', window.sessionStorage), false));
    await waitFor(() => expect(store.hasLoaded()).toBe(true));
    expect(store.all()).toHaveLength(FIRST_PAGE_SIZE + 5);
    expect(loadVehicles.mock.calls.map(([n, size]) => [n, size])).toEqual([
      [1, FIRST_PAGE_SIZE],
      [1, MONITOR_PAGE_SIZE],
    ]);
    const [first, second] = loadVehicles.mock.calls.map((call) => call[2]);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('issue 28 tells when the first load has answered (the map draws from then on)', async () => {
    const answer = deferred<{ data: never[]; total: number }>();
    const api = { loadVehicles: vi.fn(() => answer.promise), queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })) } as unknown as MonitorApi;
    const { result } = renderHook(() => useMonitorFeed(api, new VehicleStore(), createStorage('t_', window.sessionStorage), false));
    await waitFor(() => expect(api.loadVehicles).toHaveBeenCalled());
    expect(result.current.firstLoadEnded).toBe(false);
    answer.resolve({ data: [], total: 0 });
    await waitFor(() => expect(result.current.firstLoadEnded).toBe(true));
  });

  it('issue 28 tells when the first load has failed', async () => {
    const failing = { loadVehicles: vi.fn(() => Promise.reject(new Error('网络错误'))), queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })) } as unknown as MonitorApi;
    const failed = renderHook(() => useMonitorFeed(failing, new VehicleStore(), createStorage('t_', window.sessionStorage), false));
    await waitFor(() => expect(failed.result.current.firstLoadEnded).toBe(true));
  });

  it('issue 28 takes the first page the route prefetched and the pages it asked for early, under one snapshot', async () => {
    const fleet = Array.from({ length: FIRST_PAGE_SIZE + 5 }, (_, i) => ({ V: i + 1, P: `粤B${i}`, Z: 1 }));
    const get = vi.fn<(path: string, params?: Record<string, unknown>) => Promise<unknown>>((_path, params) =>
      Promise.resolve({ flag: 1, obj: { data: fleet.slice(0, Number(params?.pageSize)), total: fleet.length } }),
    );
    prefetchFirstVehicles({ get } as unknown as HttpClient, 1);
    const loadVehicles = vi.fn<(pageNumber: number, pageSize: number, snapshot?: string) => Promise<{ data: typeof fleet; total: number }>>(() =>
      Promise.resolve({ data: fleet, total: fleet.length }),
    );
    const api = { kind: 1, loadVehicles, queryAlarm: vi.fn(() => Promise.resolve({ alarm: [], total: 0 })) } as unknown as MonitorApi;
    const store = new VehicleStore();
    renderHook(() => useMonitorFeed(api, store, createStorage('t_', window.sessionStorage), false));
    await waitFor(() => expect(store.hasLoaded()).toBe(true));
    const pages = get.mock.calls.filter((c) => c[0] === LOAD_VEHICLES_PATH);
    const snapshot = pages[0]?.[1]?.snapshot;
    expect(pages.map((c) => [c[1]?.pageNumber, c[1]?.pageSize, c[1]?.snapshot])).toEqual([
      [1, FIRST_PAGE_SIZE, snapshot],
      [1, MONITOR_PAGE_SIZE, snapshot],
    ]);
    expect(loadVehicles).not.toHaveBeenCalled(); // nothing asked twice
    expect(store.all()).toHaveLength(fleet.length);
  });

  it('merges a loaded list with what was pushed during the load only', () => {
    const current = [alarm(9), alarm(8), alarm(7)];
    expect(mergeLoadedAlarms([alarm(7), alarm(4)], current, new Set([9, 7])).map((a) => a.A)).toEqual([9, 7, 4]);
  });
});
