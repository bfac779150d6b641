import { describe, expect, it } from 'vitest';
import { formatLocalTime } from '../../vehicle/vehicleTexts';
import { initialRange, presetRange, rangeError, urlRange } from './rangePresets';

// 2025-03-10 01:30:00 in Shanghai (UTC+8) = 2025-03-09 17:30:00 UTC.
const NOW = Date.UTC(2025, 2, 9, 17, 30, 0);

describe('rangePresets', () => {
  it('formats times in the server’s zone', () => {
    expect(formatLocalTime(NOW)).toBe('2025-03-10 01:30:00');
  });

  it('今天 / 昨天 / 前天 start N days back at 00:00 and end today 23:59:59', () => {
    expect(presetRange(0, NOW)).toEqual({ beginTime: '2025-03-10 00:00:00', endTime: '2025-03-10 23:59:59' });
    expect(presetRange(1, NOW)).toEqual({ beginTime: '2025-03-09 00:00:00', endTime: '2025-03-10 23:59:59' });
    expect(presetRange(2, NOW).beginTime).toBe('2025-03-08 00:00:00');
  });

  it('opens on the day of the URL’s time, else today', () => {
    expect(initialRange('2025-02-01 12:13:14', NOW)).toEqual({ beginTime: '2025-02-01 00:00:00', endTime: '2025-02-01 23:59:59' });
    expect(initialRange('', NOW).beginTime).toBe('2025-03-10 00:00:00');
    expect(initialRange('yesterday', NOW).beginTime).toBe('2025-03-10 00:00:00');
  });

  it('issue 25 opens on the URL’s exact period (a ride), else on the day of its time', () => {
    const ride = { beginTime: '2025-03-09 08:01:02', endTime: '2025-03-09 08:31:00' };
    expect(urlRange({ ...ride, time: '2025-02-01' }, NOW)).toEqual(ride);
    expect(urlRange({ beginTime: ride.endTime, endTime: ride.beginTime, time: '2025-02-01' }, NOW)).toEqual(initialRange('2025-02-01', NOW));
    expect(urlRange({ beginTime: '2025-03-09', endTime: ride.endTime }, NOW)).toEqual(initialRange(null, NOW));
  });

  it('checks the order of the period', () => {
    expect(rangeError({ beginTime: '2025-03-10 00:00:00', endTime: '2025-03-09 00:00:00' })).toBe('结束时间不能早于开始时间');
    expect(rangeError({ beginTime: '', endTime: '2025-03-09 00:00:00' })).toBe('请选择开始时间和结束时间');
    expect(rangeError({ beginTime: '2025-03-09 00:00:00', endTime: '2025-03-09 00:00:00' })).toBe('');
  });
});
