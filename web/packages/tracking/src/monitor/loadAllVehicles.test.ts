// The monitor's paged first load (issue 28: 50,000 vehicles are more than the server's largest page).
import { describe, expect, it } from 'vitest';
import type { MonitorRow } from '../vehicle/monitorRow';
import { FIRST_PAGE_SIZE, loadAllVehicles } from './loadAllVehicles';
import type { VehiclePage } from './monitorApi';
import { VehicleStore } from './vehicleStore';

const fleet = (n: number): MonitorRow[] => Array.from({ length: n }, (_, i) => ({ V: i + 1, P: `粤B${i + 1}` }) as MonitorRow);

function server(rows: MonitorRow[]) {
  const calls: [number, number][] = [];
  const load = (pageNumber: number, pageSize: number): Promise<VehiclePage> => {
    calls.push([pageNumber, pageSize]);
    const data = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return Promise.resolve({ data, total: rows.length, allNum: rows.length, onlineNum: 0, offlineNum: rows.length, NOW: '' });
  };
  return { calls, load };
}

describe('loadAllVehicles', () => {
  it('reads a small fleet in one call', async () => {
    const { calls, load } = server(fleet(120));
    const seen: [number, boolean][] = [];
    await loadAllVehicles(load, 20_000, (rows, done) => seen.push([rows.length, done]));
    expect(calls).toEqual([[1, FIRST_PAGE_SIZE]]);
    expect(seen).toEqual([[120, true]]);
  });

  it('shows a first page, then reads 50,000 vehicles in pages of 20,000 and ends with every one once', async () => {
    const { calls, load } = server(fleet(50_000));
    const seen: [number, boolean][] = [];
    let last: MonitorRow[] = [];
    await loadAllVehicles(load, 20_000, (rows, done) => {
      seen.push([rows.length, done]);
      last = rows;
    });
    expect(calls).toEqual([
      [1, FIRST_PAGE_SIZE],
      [1, 20_000],
      [2, 20_000],
      [3, 20_000],
    ]);
    expect(seen).toEqual([
      [FIRST_PAGE_SIZE, false],
      [20_000, false],
      [40_000, false],
      [50_000, true],
    ]);
    expect(new Set(last.map((r) => r.V)).size).toBe(50_000);
    expect(last[49_999]?.V).toBe(50_000);
  });

  it('keeps the list in order when a later page answers first, and lists a vehicle that moved between pages once', async () => {
    const rows = fleet(1_000);
    const answers = new Map<number, (page: VehiclePage) => void>();
    const page = (data: MonitorRow[]): VehiclePage => ({ data, total: 1_000, allNum: 1_000, onlineNum: 0, offlineNum: 1_000, NOW: '' });
    const load = (pageNumber: number, pageSize: number): Promise<VehiclePage> =>
      pageSize === FIRST_PAGE_SIZE ? Promise.resolve(page(rows.slice(0, FIRST_PAGE_SIZE))) : new Promise((resolve) => answers.set(pageNumber, resolve));
    const seen: number[][] = [];
    const done = loadAllVehicles(load, 500, (list) => seen.push(list.map((r) => r.V)));
    await new Promise((r) => setTimeout(r, 0));
    answers.get(2)!(page(rows.slice(499))); // vehicle 500 again: one was added before it meanwhile
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(1); // page 1 is still out: nothing after the first page yet
    answers.get(1)!(page(rows.slice(0, 500)));
    await done;
    expect(seen.map((list) => list.length)).toEqual([FIRST_PAGE_SIZE, 500, 1_000]);
    expect(seen[2]?.slice(498, 502)).toEqual([499, 500, 501, 502]);
  });

  it('asks for four pages at a time, the next one before handing on the rows of the one that answered', async () => {
    const rows = fleet(110_000); // 6 pages of 20,000
    const asked: number[] = [];
    const answers = new Map<number, () => void>();
    const page = (n: number, size: number): VehiclePage => ({ data: rows.slice((n - 1) * size, n * size), total: rows.length, allNum: 0, onlineNum: 0, offlineNum: 0, NOW: '' });
    const load = (n: number, size: number): Promise<VehiclePage> => {
      if (size === FIRST_PAGE_SIZE) return Promise.resolve(page(1, size));
      asked.push(n);
      return new Promise((resolve) => answers.set(n, () => resolve(page(n, size))));
    };
    const askedWhenShown: number[][] = [];
    const done = loadAllVehicles(load, 20_000, () => askedWhenShown.push([...asked]));
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    expect(asked).toEqual([1, 2, 3, 4]);
    answers.get(1)!();
    await settle();
    expect(askedWhenShown[1]).toEqual([1, 2, 3, 4, 5]); // page 5 asked before page 1's rows were handed on
    for (const n of [2, 3, 4, 5, 6]) {
      answers.get(n)!();
      await settle();
    }
    await done;
    expect(asked).toEqual([1, 2, 3, 4, 5, 6]);
    expect(askedWhenShown.map((shown) => shown.length)).toEqual([0, 5, 6, 6, 6, 6, 6]);
  });

  it('fails with the first page that fails and leaves no failure unhandled', async () => {
    const load = (pageNumber: number, pageSize: number): Promise<VehiclePage> =>
      pageSize === FIRST_PAGE_SIZE
        ? Promise.resolve({ data: fleet(FIRST_PAGE_SIZE), total: 60_000, allNum: 60_000, onlineNum: 0, offlineNum: 0, NOW: '' })
        : Promise.reject(new Error(`页 ${pageNumber} 失败`));
    await expect(loadAllVehicles(load, 20_000, () => undefined)).rejects.toThrow('页 1 失败');
  });
});

describe('VehicleStore loaded in parts', () => {
  it('puts every part of the first load on the map and counts as loaded after the last', () => {
    const store = new VehicleStore();
    const rows = fleet(3);
    store.load(rows.slice(0, 1), false);
    expect(store.hasLoaded()).toBe(false);
    store.load(rows, true);
    expect(store.hasLoaded()).toBe(true);
    expect([...store.onMap]).toEqual([1, 2, 3]);
    store.setOnMap([2], false);
    store.load(rows, true); // a reload keeps what the user took off the map
    expect([...store.onMap]).toEqual([1, 3]);
  });
});
