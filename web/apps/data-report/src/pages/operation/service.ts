// 操作记录 (1510) calls, §3.7: pageOperRecord (POST form: startTime, endTime, flag 0 user ops / 1
// vehicle ops, vehicleId, groupId, vehicleFlag 0 group / 1 vehicle / −1 all of the user,
// inputUserId) and its file export.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, type PageRequest, type ReportExport, type ReportTarget, type TimeRange } from '@chelian/reports';

export const OPER_RECORD_PATH = '/car/v1/accelerate/report/operRecord/pageOperRecord.json';
export const OPER_RECORD_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/operRecord/exportOperRecord.json' };

export interface OperationFilter {
  range: TimeRange;
  /** 0 用户操作记录, 1 车辆操作记录. */
  flag: 0 | 1;
  /** 车辆操作记录: the chosen vehicle or group, none = all of the user's. */
  target: ReportTarget | undefined;
}

export interface OperationRow {
  operUserName: string;
  operType: string;
  operTime: string;
  name: string;
  remark: string;
}

export function operationParams(f: OperationFilter): Params {
  const base = { ...rangeParams(f.range), flag: f.flag };
  if (f.flag === 0 || !f.target) return { ...base, vehicleFlag: -1 };
  return f.target.kind === 'vehicle' ? { ...base, vehicleFlag: 1, vehicleId: f.target.id } : { ...base, vehicleFlag: 0, groupId: f.target.id };
}

export const fetchOperations = (http: HttpClient, f: OperationFilter, page: PageRequest) =>
  fetchReportPage<OperationRow>(http, 'POST', OPER_RECORD_PATH, { ...operationParams(f), ...page });
