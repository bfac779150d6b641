// Tests of the home page greeting by hour.
import { describe, expect, it } from 'vitest';
import { greetingFor, inServerZone } from './greeting';

describe('greeting', () => {
  it('greets by the time of day', () => {
    expect([3, 7, 10, 13, 16, 20].map(greetingFor)).toEqual(['夜深了', '早上好', '上午好', '中午好', '下午好', '晚上好']);
  });
});

describe('inServerZone', () => {
  it('reads the wall clock of the server zone whatever the browser zone (#30 item 10)', () => {
    // 2026-11-27 23:30 UTC is 07:30 on the 28th in UTC+8, the server's zone.
    const now = new Date(Date.UTC(2026, 10, 27, 23, 30));
    const zoned = inServerZone(now, 480);
    expect([zoned.getFullYear(), zoned.getMonth() + 1, zoned.getDate(), zoned.getHours(), zoned.getMinutes()]).toEqual([2026, 11, 28, 7, 30]);
    expect(greetingFor(zoned.getHours())).toBe('早上好');
    expect(inServerZone(now, 0).getHours()).toBe(23);
  });
});
