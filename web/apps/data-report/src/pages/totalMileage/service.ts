// 总里程查询 (1508) calls, §3.7: pageTotalMileageReport (POST form, Param only) and its file export.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, targetParams, type PageRequest, type ReportExport, type ReportTarget } from '@chelian/reports';

export const TOTAL_MILEAGE_PATH = '/car/v1/accelerate/report/totalMileageReport/pageTotalMileageReport.json';
export const TOTAL_MILEAGE_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/totalMileageReport/exportTotalMileageReport.json' };

/** Two-letter keys (§2.6): PL plate, GN group, TI last time, TY terminal type, TE terminal, MI km, SI SIM. */
export interface TotalMileageRow {
  PL: string;
  GN: string;
  TI: string;
  TY: string;
  TE: string;
  MI: number;
  SI?: string;
}

export function totalMileageParams(target: ReportTarget): Params {
  return { ...targetParams(target) };
}

export const fetchTotalMileage = (http: HttpClient, target: ReportTarget, page: PageRequest) =>
  fetchReportPage<TotalMileageRow>(http, 'POST', TOTAL_MILEAGE_PATH, { ...totalMileageParams(target), ...page });
