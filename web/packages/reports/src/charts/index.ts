// The chart part of @chelian/reports: the ECharts wrapper and the pure options it is fed.
export * from './EChart';
export * from './chartOptions';
export type { ChartInit, ChartInstance } from './echartsEngine';
