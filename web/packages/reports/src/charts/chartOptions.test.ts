import { describe, expect, it } from 'vitest';
import { barOption, percentBuckets, percentLineOption, percentLinesOption, sumBy } from './chartOptions';

describe('chart options', () => {
  it('sums values per category (alarms per type) and rounds to two decimals', () => {
    const rows = [
      { type: '超速报警', num: 3 },
      { type: '紧急报警', num: 1 },
      { type: '超速报警', num: 2 },
    ];
    expect(sumBy(rows, (r) => r.type, (r) => r.num)).toEqual({ categories: ['超速报警', '紧急报警'], values: [5, 1] });
    const days = [
      { date: '2026-11-02', km: 1.111 },
      { date: '2026-11-01', km: 2.225 },
      { date: '2026-11-02', km: 'x' as unknown as number },
    ];
    expect(sumBy(days, (d) => d.date, (d) => d.km, true)).toEqual({ categories: ['2026-11-01', '2026-11-02'], values: [2.23, 1.11] });
  });

  it('counts battery percentages into ten buckets; 100% goes into the last', () => {
    const s = percentBuckets([{ e: 5 }, { e: 9.9 }, { e: 10 }, { e: 100 }, { e: Number.NaN }], (r) => r.e);
    expect(s.categories[0]).toBe('0-10%');
    expect(s.categories[9]).toBe('90-100%');
    expect(s.values).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('puts categories and values into the bar and line series', () => {
    const bar = barOption('每日里程', { categories: ['a', 'b'], values: [1, 2] }, 'km') as { xAxis: { data: string[] }; series: Array<{ type: string; data: number[] }> };
    expect(bar.xAxis.data).toEqual(['a', 'b']);
    expect(bar.series[0]).toMatchObject({ type: 'bar', data: [1, 2] });
    const line = percentLineOption('在线率', { categories: ['d'], values: [50] }) as { yAxis: { max: number }; series: Array<{ type: string }> };
    expect(line.yAxis.max).toBe(100);
    expect(line.series[0]!.type).toBe('line');
  });
  it('draws several named percentage lines with a legend, gaps where a day has no value', () => {
    const o = percentLinesOption('电量趋势', ['11-01', '11-02'], [
      { name: '最低电量', values: [40, null], color: '#f00' },
      { name: '最后电量', values: [60, null], color: '#00f' },
    ]) as { legend?: object; series: Array<{ name: string; data: (number | null)[] }> };
    expect(o.legend).toBeDefined();
    expect(o.series.map((x) => x.name)).toEqual(['最低电量', '最后电量']);
    expect(o.series[0]?.data).toEqual([40, null]);
  });
});
