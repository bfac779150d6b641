// 保养报表 (1511) calls, §3.7: pageMaintainReport (POST form: id + type 1 vehicle / 0 group instead of
// chooseId/flag, startTime, endTime) and its file export.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, type PageRequest, type ReportExport } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';

export const MAINTAIN_PATH = '/car/v1/accelerate/report/maintainReport/pageMaintainReport.json';
export const MAINTAIN_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/maintainReport/exportMaintainReport.json' };

export interface MaintainRow {
  vehicleId: number;
  plate: string;
  owner: string;
  phone: string;
  currentMileage: number;
  advanceKilometers: number;
  lastMaintainTime: string;
  nextTimeMaintainTime: string;
  lastMileage: number;
  nextCurrentMileage: number;
  leadTime: number;
  tips: string;
  remark: string;
}

/** Maintenance and insurance name the target `id` + `type` (= flag: 1 vehicle, else group). */
export function idTypeParams(f: TargetRange): Params {
  return { id: f.target.id, type: f.target.kind === 'vehicle' ? 1 : 0, ...rangeParams(f.range) };
}

export const fetchMaintain = (http: HttpClient, f: TargetRange, page: PageRequest) =>
  fetchReportPage<MaintainRow>(http, 'POST', MAINTAIN_PATH, { ...idTypeParams(f), ...page });
