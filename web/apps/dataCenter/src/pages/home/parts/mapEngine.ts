// The province map's part of ECharts: the map chart and its colour scale registered on the console's
// one ECharts build (@chelian/reports/charts draws the bars, lines and pies), and the province
// outlines (public/china-provinces.json, built by scripts/build-province-map.mjs from the geocoder's
// district data) fetched once and registered under PROVINCE_MAP.
import { init, registerMap, use as registerEchartsParts } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartInit } from '@chelian/reports/charts';

registerEchartsParts([MapChart, VisualMapComponent, TooltipComponent, CanvasRenderer]);

export const PROVINCE_MAP = 'chelian-provinces';

export const initMapChart: ChartInit = (element) => init(element, undefined, { renderer: 'canvas' });

let outlines: Promise<void> | undefined;

/** Fetches and registers the outlines once per page load; a failure may be retried. */
export function loadProvinceOutlines(): Promise<void> {
  outlines ??= fetch(`${import.meta.env.BASE_URL}china-provinces.json`)
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<Parameters<typeof registerMap>[1]>;
    })
    .then((geo) => registerMap(PROVINCE_MAP, geo))
    .catch((e: unknown) => {
      outlines = undefined;
      throw e;
    });
  return outlines;
}
