// 里程报表 (1507) calls, §3.7: pageMileage (POST form), the async export/mileage.json (GET, runs in
// 下载列表), listMileageDetail (POST form) per day of one vehicle and its file export.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, targetParams, type PageRequest, type ReportExport } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';

export const MILEAGE_PATH = '/car/v1/accelerate/report/mileageReport/pageMileage.json';
export const MILEAGE_DETAIL_PATH = '/car/v1/accelerate/report/mileageReport/listMileageDetail.json';
export const MILEAGE_EXPORT: ReportExport = { kind: 'async', path: '/car/v1/accelerate/export/mileage.json' };
export const MILEAGE_DETAIL_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/mileageReport/exportMileageDetail.json' };

export interface MileageRow {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
  beginTimeS: string;
  endTimeS: string;
  thisMileage: number;
}

export interface MileageDayRow {
  date: string;
  mileageBegin: number;
  mileageEnd: number;
  thisMileage: number;
}

export function mileageParams(f: TargetRange): Params {
  return { ...targetParams(f.target), ...rangeParams(f.range) };
}

export function mileageDetailParams(vehicleId: number, f: TargetRange): Params {
  return { vehicleId, ...rangeParams(f.range) };
}

export const fetchMileage = (http: HttpClient, f: TargetRange, page: PageRequest) =>
  fetchReportPage<MileageRow>(http, 'POST', MILEAGE_PATH, { ...mileageParams(f), ...page });

export const fetchMileageDetail = (http: HttpClient, q: { vehicleId: number; filter: TargetRange }, page: PageRequest) =>
  fetchReportPage<MileageDayRow>(http, 'POST', MILEAGE_DETAIL_PATH, { ...mileageDetailParams(q.vehicleId, q.filter), ...page });
