import { describe, expect, it } from 'vitest';
import { TIME_FORMAT, lastDays, reportPresets } from './reportRange';

describe('command report periods', () => {
  it('count days in the server zone: 16:04 UTC is already the next day in Beijing (api-contract §1)', () => {
    const [start, end] = lastDays(2, Date.UTC(2026, 10, 24, 16, 4, 0));
    expect(start.format(TIME_FORMAT)).toBe('2026-11-23 00:00:00');
    expect(end.format(TIME_FORMAT)).toBe('2026-11-25 23:59:59');
  });

  it('end the same day before 16:00 UTC', () => {
    const [start, end] = lastDays(0, Date.UTC(2026, 10, 24, 15, 59, 59));
    expect(start.format(TIME_FORMAT)).toBe('2026-11-24 00:00:00');
    expect(end.format(TIME_FORMAT)).toBe('2026-11-24 23:59:59');
  });

  it('offer 昨天, 近三天, 近七天 and 近一月, each ending with the server\'s today', () => {
    const presets = reportPresets(Date.UTC(2026, 10, 24, 8, 0, 0));
    expect(presets.map((p) => p.label)).toEqual(['昨天', '近三天', '近七天', '近一月']);
    expect(presets.map((p) => p.value[0].format('YYYY-MM-DD'))).toEqual(['2026-11-23', '2026-11-22', '2026-11-18', '2026-10-26']);
    for (const p of presets) expect(p.value[1].format(TIME_FORMAT)).toBe('2026-11-24 23:59:59');
  });
});
