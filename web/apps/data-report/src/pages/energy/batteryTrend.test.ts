// 电量趋势: every day of the range on the axis, reported days with their levels, the others as gaps.
import { describe, expect, it } from 'vitest';
import { batteryTrendSeries } from './batteryTrend';

describe('batteryTrendSeries', () => {
  it('fills the days without a report with gaps, not zeros', () => {
    const s = batteryTrendSeries({
      startDay: '2026-10-30',
      endDay: '2026-11-02',
      data: [
        { day: '2026-10-30', min: 35, last: 80 },
        { day: '2026-11-02', min: 10, last: 12 },
      ],
    });
    expect(s.categories).toEqual(['10-30', '10-31', '11-01', '11-02']);
    expect(s.min).toEqual([35, null, null, 10]);
    expect(s.last).toEqual([80, null, null, 12]);
    expect(s.reported).toBe(2);
  });

  it('an empty reply is all gaps', () => {
    const s = batteryTrendSeries({ startDay: '2026-11-01', endDay: '2026-11-01', data: [] });
    expect(s).toEqual({ categories: ['11-01'], min: [null], last: [null], reported: 0 });
  });
});
