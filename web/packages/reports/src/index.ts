// @chelian/reports: the report kit every 数据报表 page is composed of. The chart wrapper is apart
// (@chelian/reports/charts) so that ECharts loads only with the pages that draw.
export * from './kit/reportParams';
export * from './kit/reportPaging';
export * from './kit/reportExport';
export * from './kit/reportCall';
export * from './kit/useReportList';
export * from './kit/useReportExport';
export * from './kit/TargetPicker';
export * from './kit/TimeRangeField';
export * from './kit/ReportFilterCard';
export * from './kit/ReportTable';
export * from './kit/ReportDetailDialog';
export * from './kit/ReportDetail';
export * from './kit/ReportLayout';
export * from './kit/offlineReport';
