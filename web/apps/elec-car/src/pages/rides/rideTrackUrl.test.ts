// A ride's track link carries the bike and the ride's exact period, which the playback opens on.
import { describe, expect, it } from 'vitest';
import { urlRange } from '@chelian/tracking';
import { rideTrackUrl } from './rideTrackUrl';

describe('rideTrackUrl', () => {
  it('issue 25 opens the playback on the bike and exactly the ride’s period', () => {
    const url = rideTrackUrl(42, '沪E电001', { beginTime: '2026-11-28 08:00:05', endTime: '2026-11-28 08:20:00' });
    const params = new URL(url, 'http://x').searchParams;
    expect(new URL(url, 'http://x').pathname).toBe('/rides/track');
    expect(params.get('vehicleId')).toBe('42');
    expect(params.get('plate')).toBe('沪E电001');
    expect(urlRange({ beginTime: params.get('beginTime'), endTime: params.get('endTime') }, Date.now())).toEqual({ beginTime: '2026-11-28 08:00:05', endTime: '2026-11-28 08:20:00' });
  });
});
