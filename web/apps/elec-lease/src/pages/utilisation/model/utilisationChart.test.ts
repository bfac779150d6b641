import { describe, expect, it } from 'vitest';
import { utilisationOption } from './utilisationChart';

const names = { rented: '租用中', idle: '空闲', repair: '维修中', lost: '丢失' };

describe('utilisation chart', () => {
  it('stacks the four states per group in order', () => {
    const option = utilisationOption(
      [
        { groupId: 1, groupName: '一车队', rented: 3, idle: 2, repair: 1, lost: 0, total: 6, rate: 50 },
        { groupId: 2, groupName: '二车队', rented: 0, idle: 1, repair: 0, lost: 1, total: 2, rate: 0 },
      ],
      names,
    ) as { xAxis: { data: string[] }; series: Array<{ name: string; stack: string; data: number[] }> };
    expect(option.xAxis.data).toEqual(['一车队', '二车队']);
    expect(option.series.map((s) => s.name)).toEqual(['租用中', '空闲', '维修中', '丢失']);
    expect(option.series[0]!.data).toEqual([3, 0]);
    expect(option.series[3]!.data).toEqual([0, 1]);
    expect(new Set(option.series.map((s) => s.stack)).size).toBe(1);
  });
});
