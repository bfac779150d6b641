// The stacked bar chart of 车辆利用率: one bar per group, stacked by state (租用中, 空闲, 维修中, 丢失).
import type { UtilisationRow } from '../service';

export const STATE_COLORS = { rented: '#1677ff', idle: '#52c41a', repair: '#fa8c16', lost: '#cf1322' } as const;
export type StateKey = keyof typeof STATE_COLORS;

export function utilisationOption(groups: UtilisationRow[], names: Record<StateKey, string>): object {
  const keys: StateKey[] = ['rented', 'idle', 'repair', 'lost'];
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: keys.map((k) => names[k]), top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 40 },
    xAxis: { type: 'category', data: groups.map((g) => g.groupName) },
    yAxis: { type: 'value', minInterval: 1 },
    series: keys.map((k) => ({
      name: names[k],
      type: 'bar',
      stack: 'bikes',
      barMaxWidth: 48,
      itemStyle: { color: STATE_COLORS[k] },
      data: groups.map((g) => g[k]),
    })),
  };
}
