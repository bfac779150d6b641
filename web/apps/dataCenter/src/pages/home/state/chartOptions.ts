// The ECharts options of the big screen, in design pixels times `u` (pixels per design pixel), so a
// 3840×2160 wall draws the same picture as a 1920×1080 one at twice the size.
import type { ProvinceCount } from '../service';
import type { Slice, TrendSeries } from './screenModel';
import { mapTexts, trendTexts } from '../../../texts';

export const SCREEN_TEXT = '#cfe8ff';
const AXIS_LINE = 'rgba(127, 211, 255, 0.35)';

/** A ring of slices; the legend is the DOM list beside it. */
export function pieOption(slices: readonly Slice[], u: number): object {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）', textStyle: { fontSize: 14 * u } },
    series: [
      {
        type: 'pie',
        radius: ['48%', '78%'],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: '#061a33', borderWidth: 2 * u },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
      },
    ],
  };
}

/**
 * The province map, coloured by vehicles (`map`: the registered provinces' name), the borders
 * between provinces drawn over the fills as lines (the districts a province is made of show none).
 */
export function provinceMapOption(map: string, counts: readonly ProvinceCount[], borders: readonly number[][][], u: number): object {
  const max = Math.max(1, ...counts.map((c) => c.value));
  return {
    tooltip: {
      trigger: 'item',
      textStyle: { fontSize: 14 * u },
      formatter: (p: { name: string; value?: number }) => mapTexts.tooltip(p.name, Number.isFinite(p.value) ? Number(p.value) : 0),
    },
    geo: {
      map,
      roam: false,
      layoutCenter: ['50%', '54%'],
      layoutSize: '118%',
      aspectScale: 0.82,
      label: { show: false },
      itemStyle: { areaColor: '#0b2a4a', borderWidth: 0 },
      emphasis: { label: { show: true, color: '#ffffff', fontSize: 13 * u }, itemStyle: { areaColor: '#f0b429' } },
      select: { disabled: true },
    },
    visualMap: {
      min: 0,
      max,
      left: 16 * u,
      bottom: 16 * u,
      itemWidth: 14 * u,
      itemHeight: 110 * u,
      text: [mapTexts.more, mapTexts.fewer],
      textStyle: { color: SCREEN_TEXT, fontSize: 13 * u },
      seriesIndex: 0,
      inRange: { color: ['#0e3a66', '#1769c2', '#2fa8ff', '#8fe3ff'] },
    },
    series: [
      { type: 'map', geoIndex: 0, name: mapTexts.vehicles, data: counts.map((c) => ({ name: c.name, value: c.value })) },
      {
        type: 'lines',
        coordinateSystem: 'geo',
        polyline: true,
        silent: true,
        lineStyle: { color: '#3fa9f5', width: 0.8 * u, opacity: 0.9 },
        data: borders.map((coords) => ({ coords })),
      },
    ],
  };
}

export function trendOption(t: TrendSeries, u: number): object {
  const text = { color: SCREEN_TEXT, fontSize: 13 * u };
  return {
    tooltip: { trigger: 'axis', textStyle: { fontSize: 14 * u } },
    legend: { top: 0, right: 8 * u, textStyle: text, itemWidth: 18 * u, itemHeight: 10 * u },
    grid: { left: 48 * u, right: 20 * u, top: 36 * u, bottom: 28 * u },
    xAxis: { type: 'category', data: t.keys, axisLabel: text, axisLine: { lineStyle: { color: AXIS_LINE } } },
    yAxis: {
      type: 'value',
      name: trendTexts.unit,
      nameTextStyle: text,
      minInterval: 1,
      axisLabel: text,
      splitLine: { lineStyle: { color: AXIS_LINE, type: 'dashed' } },
    },
    series: t.lines.map((l) => ({
      type: 'line',
      name: l.name,
      data: l.values,
      smooth: false,
      symbolSize: 5 * u,
      lineStyle: { color: l.color, width: 2 * u },
      itemStyle: { color: l.color },
    })),
  };
}
