// The first page asked for by the route before the monitor renders (issue 28): taken once, by the
// same asset kind, while fresh.
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@chelian/core';
import { FIRST_PAGE_SIZE } from './loadAllVehicles';
import { PREFETCH_FRESH_MS, prefetchFirstVehicles, takePrefetchedVehicles } from './vehiclePrefetch';

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

  it('leaves a page that waited too long', () => {
    const { client } = http();
    prefetchFirstVehicles(client, 2, 10_000);
    expect(takePrefetchedVehicles(2, 10_000 + PREFETCH_FRESH_MS)).toBeUndefined();
  });
});
