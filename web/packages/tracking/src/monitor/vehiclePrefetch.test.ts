// The first page asked for by the route before the monitor renders (issue 28): taken once, by the
// same asset kind, while fresh; the first pages of a large fleet asked for as soon as it answers,
// and handed to the feed's load instead of asking again.
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@chelian/core';
import { FIRST_PAGE_SIZE, loadAllVehicles } from './loadAllVehicles';
import { MONITOR_PAGE_SIZE } from './monitorApi';
import type { MonitorRow } from '../vehicle/monitorRow';
import { PREFETCH_FRESH_MS, prefetchFirstVehicles, takePrefetchedVehicles, withEarlyPages } from './vehiclePrefetch';

function http() {
  const get = vi.fn<(path: string, params?: Record<string, unknown>) => Promise<unknown>>(() => Promise.resolve({ flag: 1, obj: { data: [], total: 0 } }));
  return { client: { get } as unknown as HttpClient, get };
}

describe('vehiclePrefetch', () => {
  it('asks for the first page once and hands it to the first taker of the same kind only', async () => {
    const { client, get } = http();
    prefetchFirstVehicles(client, 1, 1_000);
    prefetchFirstVehicles(client, 1, 1_500); // still fresh: not asked again
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]).toEqual(['/car/v1/api/monitor/loadVehicles', expect.objectContaining({ pageNumber: 1, pageSize: FIRST_PAGE_SIZE, kind: 1 })]);
    expect(takePrefetchedVehicles(3, 1_600)).toBeUndefined(); // another kind
    const taken = takePrefetchedVehicles(1, 1_600);
    expect(get.mock.calls[0]?.[1]).toMatchObject({ snapshot: taken?.snapshot }); // the other pages name it too
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
    const sizes = get.mock.calls.map((c) => [c[1]?.pageNumber, c[1]?.pageSize, c[1]?.snapshot]);
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
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('leaves a page that waited too long', () => {
    const { client } = http();
    prefetchFirstVehicles(client, 2, 10_000);
    expect(takePrefetchedVehicles(2, 10_000 + PREFETCH_FRESH_MS)).toBeUndefined();
  });
});
