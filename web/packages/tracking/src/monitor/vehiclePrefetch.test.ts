// The first page asked for by the route before the monitor renders (issue 28): taken once, by the
// same asset kind, while fresh; the first pages of a large fleet asked for as soon as it answers,
// and handed to the feed's load instead of asking again; the group tree of the same snapshot.
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@chelian/core';
import { FIRST_PAGE_SIZE, loadAllVehicles } from './loadAllVehicles';
import { GROUPS_PATH } from '../groups/groups';
import { LOAD_VEHICLES_PATH, MONITOR_PAGE_SIZE } from './monitorApi';
import type { MonitorRow } from '../vehicle/monitorRow';
import { PREFETCH_FRESH_MS, loadMonitorGroups, prefetchFirstVehicles, takePrefetchedVehicles, withEarlyPages } from './vehiclePrefetch';

const VEHICLES = LOAD_VEHICLES_PATH;
const GROUPS = GROUPS_PATH;

function http() {
  const get = vi.fn<(path: string, params?: Record<string, unknown>) => Promise<unknown>>(() => Promise.resolve({ flag: 1, obj: { data: [], total: 0 } }));
  return { client: { get } as unknown as HttpClient, get };
}

/** The calls of `get` to `path`, by their parameters. */
function callsTo(get: { mock: { calls: unknown[][] } }, path: string): Array<Record<string, unknown> | undefined> {
  return get.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as Record<string, unknown> | undefined);
}

describe('vehiclePrefetch', () => {
  it('asks for the first page once and hands it to the first taker of the same kind only', async () => {
    const { client, get } = http();
    prefetchFirstVehicles(client, 1, 1_000);
    prefetchFirstVehicles(client, 1, 1_500); // still fresh: not asked again
    expect(callsTo(get, VEHICLES)).toEqual([expect.objectContaining({ pageNumber: 1, pageSize: FIRST_PAGE_SIZE, kind: 1 })]);
    expect(takePrefetchedVehicles(3, 1_600)).toBeUndefined(); // another kind
    const taken = takePrefetchedVehicles(1, 1_600);
    expect(callsTo(get, VEHICLES)[0]).toMatchObject({ snapshot: taken?.snapshot }); // the other pages name it too
    await expect(taken?.page).resolves.toMatchObject({ total: 0 });
    expect(takePrefetchedVehicles(1, 1_700)).toBeUndefined(); // taken
  });

  it('asks for the rest of a large fleet once the first page answers, and the load takes those pages (issue 28)', async () => {
    const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ V: from + i }) as MonitorRow);
    const total = MONITOR_PAGE_SIZE + 500; // two big pages
    const get = vi.fn((_path: string, params?: Record<string, unknown>) => {
      const size = Number(params?.pageSize);
      const from = (Number(params?.pageNumber) - 1) * size;
      return Promise.resolve({ flag: 1, obj: { data: rows(from, Math.min(size, total - from)), total } });
    });
    prefetchFirstVehicles({ get } as unknown as HttpClient, 1, 50_000);
    const taken = takePrefetchedVehicles(1, 50_001);
    await taken?.page;
    await Promise.resolve();
    const sizes = callsTo(get, VEHICLES).map((p) => [p?.pageNumber, p?.pageSize, p?.snapshot]);
    expect(sizes).toEqual([
      [1, FIRST_PAGE_SIZE, taken?.snapshot],
      [1, MONITOR_PAGE_SIZE, taken?.snapshot],
      [2, MONITOR_PAGE_SIZE, taken?.snapshot],
    ]); // before the feed asked for anything
    const later = vi.fn(() => Promise.reject(new Error('asked again')));
    let shown: MonitorRow[] = [];
    await loadAllVehicles(withEarlyPages(taken, later), MONITOR_PAGE_SIZE, (r) => (shown = r), taken?.page);
    expect(later).not.toHaveBeenCalled();
    expect(shown).toHaveLength(total);
    expect(callsTo(get, VEHICLES)).toHaveLength(3);
  });

  it('asks for the group tree of the same snapshot with the first page; the first query of that kind takes it once (issue 28)', async () => {
    const { client, get } = http();
    prefetchFirstVehicles(client, 4, 20_000);
    const snapshot = callsTo(get, VEHICLES)[0]?.snapshot;
    expect(callsTo(get, GROUPS)).toEqual([{ concernNeed: 'true', kind: 4, snapshot }]);
    const loadGroups = vi.fn(() => Promise.resolve([]));
    await loadMonitorGroups({ kind: 3, loadGroups }, 20_100); // another kind: asked for now
    expect(loadGroups).toHaveBeenCalledTimes(1);
    await loadMonitorGroups({ kind: 4, loadGroups }, 20_100); // the prefetched one
    expect(loadGroups).toHaveBeenCalledTimes(1);
    await loadMonitorGroups({ kind: 4, loadGroups }, 20_200); // taken: the refresh asks again
    expect(loadGroups).toHaveBeenCalledTimes(2);
    prefetchFirstVehicles(client, 2, 40_000);
    await loadMonitorGroups({ kind: 2, loadGroups }, 40_000 + PREFETCH_FRESH_MS); // too old
    expect(loadGroups).toHaveBeenCalledTimes(3);
    expect(callsTo(get, GROUPS)).toHaveLength(2);
    expect(takePrefetchedVehicles(2, 40_000)).toBeDefined(); // the feed's part, taken as the page would
  });

  it('hands the tree over a task after the first page answered: the first rows are drawn first (issue 28)', async () => {
    vi.useFakeTimers();
    try {
      let answerPage: (v: unknown) => void = () => undefined;
      const get = vi.fn((path: string) =>
        path === GROUPS ? Promise.resolve({ flag: 1, obj: { data: [{ gi: 1 }] } }) : new Promise((resolve) => (answerPage = resolve)),
      );
      prefetchFirstVehicles({ get } as unknown as HttpClient, 3, 60_000);
      let tree: unknown;
      void loadMonitorGroups({ kind: 3, loadGroups: vi.fn() }, 60_000).then((g) => (tree = g));
      await vi.advanceTimersByTimeAsync(10);
      expect(tree).toBeUndefined(); // the groups are in, the first page is not
      answerPage({ flag: 1, obj: { data: [], total: 0 } });
      let rows = false;
      void takePrefetchedVehicles(3, 60_000)?.page.then(() => (rows = true));
      for (let i = 0; i < 10; i++) await Promise.resolve(); // the page's callbacks, no task yet
      expect(rows).toBe(true);
      expect(tree).toBeUndefined(); // not in the same task as the first rows
      await vi.advanceTimersByTimeAsync(0);
      expect(tree).toEqual([{ gi: 1 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a page that waited too long', () => {
    const { client } = http();
    prefetchFirstVehicles(client, 2, 10_000);
    expect(takePrefetchedVehicles(2, 10_000 + PREFETCH_FRESH_MS)).toBeUndefined();
  });
});
