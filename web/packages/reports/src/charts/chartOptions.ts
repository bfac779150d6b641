// Pure ECharts options of the report charts: values per category as bars (mileage per day, alarms
// per type, stop times, battery buckets) or a line (online rate per day), plus the sums behind them.

export interface Series {
  categories: string[];
  values: number[];
}

const GRID = { left: 48, right: 24, top: 40, bottom: 48, containLabel: true };

/** Bars of `values` over `categories`; `unit` goes to the axis name and the tooltip. */
export function barOption(title: string, s: Series, unit: string): object {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
    grid: GRID,
    xAxis: { type: 'category', data: s.categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: unit },
    dataZoom: s.categories.length > 31 ? [{ type: 'inside' }, { type: 'slider' }] : [],
    series: [{ type: 'bar', data: s.values, barMaxWidth: 36, itemStyle: { color: '#1677ff' } }],
  };
}

/** A line of percentages per category (0–100). */
export function percentLineOption(title: string, s: Series): object {
  return percentLinesOption(title, s.categories, [{ values: s.values, color: '#52c41a' }]);
}

/** A named line of percentages (null: no value that day, the line is broken there). */
export interface PercentLine {
  name?: string;
  values: (number | null)[];
  color: string;
}

/** Lines of percentages over shared categories; a legend when they have names. */
export function percentLinesOption(title: string, categories: string[], lines: readonly PercentLine[]): object {
  const named = lines.some((l) => l.name);
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${String(v)}%`) },
    ...(named ? { legend: { bottom: 0 } } : {}),
    grid: GRID,
    xAxis: { type: 'category', data: categories, boundaryGap: false },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: lines.map((l) => ({
      type: 'line',
      ...(l.name ? { name: l.name } : {}),
      data: l.values,
      smooth: true,
      areaStyle: lines.length === 1 ? { opacity: 0.15 } : undefined,
      itemStyle: { color: l.color },
    })),
  };
}

/** Sums `value(row)` per `key(row)`, categories in first-seen order (or sorted when `sort`). */
export function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number, sort = false): Series {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    const v = Number(value(row));
    sums.set(k, (sums.get(k) ?? 0) + (Number.isFinite(v) ? v : 0));
  }
  const categories = [...sums.keys()];
  if (sort) categories.sort();
  return { categories, values: categories.map((c) => round2(sums.get(c) ?? 0)) };
}

/** Counts rows into buckets of `width` over 0–100 ("0-10%", …, "90-100%"). */
export function percentBuckets<T>(rows: readonly T[], percent: (row: T) => number, width = 10): Series {
  const n = Math.ceil(100 / width);
  const counts = new Array<number>(n).fill(0);
  for (const row of rows) {
    const p = Number(percent(row));
    if (!Number.isFinite(p)) continue;
    const i = Math.min(n - 1, Math.max(0, Math.floor(p / width)));
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return { categories: counts.map((_, i) => `${i * width}-${Math.min(100, (i + 1) * width)}%`), values: counts };
}

export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
