// A playback address's track query, shared by the page and its route's prefetch (issue 28): the
// same key for the same address, nothing asked for an address without a vehicle.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@chelian/core';
import { prefetchPlaybackTrack, trackQueryKey, urlTrackQuery } from './playbackPrefetch';

const NOW = Date.UTC(2026, 10, 28, 4, 0, 0); // 2026-11-28 12:00 in the server's zone

describe('playback address', () => {
  it('opens the day of `time`, or the exact period of a ride, for the vehicle of the address', () => {
    expect(urlTrackQuery(new URLSearchParams('vehicleId=7&time=2026-11-27%2008:30:00'), NOW)).toEqual({
      vehicleId: 7,
      beginTime: '2026-11-27 00:00:00',
      endTime: '2026-11-27 23:59:59',
      filterTime: 0,
    });
    expect(urlTrackQuery(new URLSearchParams('vehicleId=7&beginTime=2026-11-27%2008:00:00&endTime=2026-11-27%2009:15:00'), NOW)).toMatchObject({
      beginTime: '2026-11-27 08:00:00',
      endTime: '2026-11-27 09:15:00',
    });
    expect(urlTrackQuery(new URLSearchParams('time=2026-11-27'), NOW)).toBeUndefined();
  });

  it('prefetches the track under the key the page reads, and asks nothing without a vehicle', async () => {
    const reply = { data: { plate: '粤B1', trackList: [] } };
    const get = vi.fn<(path: string, params?: Record<string, unknown>) => Promise<unknown>>(() => Promise.resolve({ flag: 1, obj: reply }));
    const http = { get } as unknown as HttpClient;
    const client = new QueryClient();
    prefetchPlaybackTrack(http, client, 1, '?time=2026-11-27', NOW);
    expect(get).not.toHaveBeenCalled();
    const search = '?vehicleId=7&time=2026-11-27%2008:30:00';
    prefetchPlaybackTrack(http, client, 1, search, NOW);
    const key = trackQueryKey(urlTrackQuery(new URLSearchParams(search), NOW + 1_500), 0); // the page renders later the same day
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(reply));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[1]).toMatchObject({ vehicleId: 7, beginTime: '2026-11-27 00:00:00' });
  });
});
