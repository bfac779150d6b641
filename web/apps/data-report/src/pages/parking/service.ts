// 停车报表 (1504) calls, §3.7: pageNowStopReport (POST form) with min = 天×24 + 时 (hours) and the
// file export with the same parameters.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, targetParams, type PageRequest, type ReportExport, type ReportTarget } from '@chelian/reports';

export const PARKING_PATH = '/car/v1/accelerate/report/nowStopReport/pageNowStopReport.json';
export const PARKING_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/nowStopReport/exportStopReport.json' };

export interface ParkingFilter {
  target: ReportTarget;
  days: number;
  hours: number;
}

export interface ParkingRow {
  plate: string;
  terminalNo: string;
  terminalType: string;
  groupName: string;
  beginTime: string;
  displayTimeStr: string;
  isPos: number;
  lon: number;
  lat: number;
}

export function parkingParams(f: ParkingFilter): Params {
  return { ...targetParams(f.target), min: Math.max(0, f.days) * 24 + Math.max(0, f.hours) };
}

export const fetchParking = (http: HttpClient, f: ParkingFilter, page: PageRequest) =>
  fetchReportPage<ParkingRow>(http, 'POST', PARKING_PATH, { ...parkingParams(f), ...page });
