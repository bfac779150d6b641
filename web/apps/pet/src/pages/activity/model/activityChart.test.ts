// Tests of 活动统计's totals and chart options.
import { describe, expect, it } from 'vitest';
import type { ActivityDay } from '../../../shared/activityService';
import { activityTotals, stepsOption, timeOption } from './activityChart';

const days: ActivityDay[] = [
  { date: '2026-11-26', steps: 4000, distanceKm: 2.345, activeMinutes: 50, restMinutes: 600 },
  { date: '2026-11-27', steps: 0, distanceKm: 0, activeMinutes: 0, restMinutes: 0 },
  { date: '2026-11-28', steps: 6001, distanceKm: 3.1, activeMinutes: 76, restMinutes: 420 },
];

describe('activity chart', () => {
  it('sums the days and averages the steps over every day of the period', () => {
    expect(activityTotals(days)).toEqual({ steps: 10001, distanceKm: 5.45, activeHours: 2.1, averageSteps: 3334 });
    expect(activityTotals([])).toEqual({ steps: 0, distanceKm: 0, activeHours: 0, averageSteps: 0 });
  });

  it('draws one steps bar per day, labelled by month and day', () => {
    const o = stepsOption(days);
    expect(o.xAxis.data).toEqual(['11-26', '11-27', '11-28']);
    expect(o.series[0]?.data).toEqual([4000, 0, 6001]);
  });

  it('stacks active and rest minutes per day', () => {
    const o = timeOption(days);
    expect(o.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['活动(分钟)', 'time', [50, 0, 76]],
      ['休息(分钟)', 'time', [600, 0, 420]],
    ]);
  });
});
