// 离线统计 (1502) calls, §3.7: pageOffOnline (POST form) with the offline range in minutes (天 ×1440,
// 时 ×60; 0 = open end) and the file export with the same parameters.
import type { HttpClient, Params } from '@chelian/core';
import { OFFLINE_PATH, fetchReportPage, targetParams, type OfflineRow, type PageRequest, type ReportTarget } from '@chelian/reports';

export { OFFLINE_EXPORT, type OfflineRow } from '@chelian/reports';

export type OfflineUnit = 'day' | 'hour';

export interface OfflineFilter {
  target: ReportTarget | undefined;
  min: number | null;
  max: number | null;
  unit: OfflineUnit;
}

const MINUTES: Record<OfflineUnit, number> = { day: 1440, hour: 60 };

export function offlineParams(f: OfflineFilter): Params {
  const scale = MINUTES[f.unit];
  return {
    ...(f.target ? targetParams(f.target) : { longStay: 0 }),
    beginOffTimeMin: Math.round((f.min ?? 0) * scale),
    endOffTimeMin: Math.round((f.max ?? 0) * scale),
  };
}

export const fetchOffline = (http: HttpClient, f: OfflineFilter, page: PageRequest) =>
  fetchReportPage<OfflineRow>(http, 'POST', OFFLINE_PATH, { ...offlineParams(f), ...page });
