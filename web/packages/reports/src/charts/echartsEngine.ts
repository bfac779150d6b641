// The one ECharts build of the console: only the chart types and components the reports draw
// (bar, line, pie; grid, tooltip, legend, title, dataZoom) on the canvas renderer — tree-shaken.
import { init, use as registerEchartsParts } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

registerEchartsParts([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DataZoomComponent, CanvasRenderer]);

/** What the wrapper needs of a chart instance (a fake one in tests). */
export interface ChartInstance {
  setOption(option: object, opts?: { notMerge?: boolean }): void;
  resize(): void;
  dispose(): void;
}

export type ChartInit = (element: HTMLElement) => ChartInstance;

export const initChart: ChartInit = (element) => init(element, undefined, { renderer: 'canvas' });
