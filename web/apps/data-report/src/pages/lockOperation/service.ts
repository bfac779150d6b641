// 物流锁操作记录 (1515) call, §3.7: pageUnlockHistory (POST form: vehicleId, beginTime, endTime,
// queryType 0–3, type 0–3); its export is the same path as a file.
import type { HttpClient, Params } from '@chelian/core';
import { beginEndParams, fetchReportPage, type PageRequest, type ReportExport } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';

export const UNLOCK_HISTORY_PATH = '/car/v1/accelerate/report/bluetoothReport/pageUnlockHistory.json';
export const UNLOCK_HISTORY_EXPORT: ReportExport = { kind: 'center', path: UNLOCK_HISTORY_PATH };

export interface LockOperationFilter extends TargetRange {
  queryType: number;
  type: number;
}

export interface LockOperationRow {
  operater: string;
  record?: string;
  operateTime: string;
  operateType: string;
  platformType: string;
  state: string;
  address?: string;
}

export function lockOperationParams(f: LockOperationFilter): Params {
  return { vehicleId: f.target.id, ...beginEndParams(f.range), queryType: f.queryType, type: f.type };
}

export const fetchLockOperations = (http: HttpClient, f: LockOperationFilter, page: PageRequest) =>
  fetchReportPage<LockOperationRow>(http, 'POST', UNLOCK_HISTORY_PATH, { ...lockOperationParams(f), ...page });
