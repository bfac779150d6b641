// 物流锁报警记录 (1514) call, §3.7: pageBluetoothAlarmReport (POST form: vehicleId, alarmTypes,
// beginTime, endTime); its export is the same path as a file.
import type { HttpClient, Params } from '@chelian/core';
import { beginEndParams, fetchReportPage, type PageRequest, type ReportExport } from '@chelian/reports';
import { alarmTypesParam } from '../../shared/alarmCodes';
import type { TargetRange } from '../../shared/useTargetRange';

export const LOCK_ALARM_PATH = '/car/v1/accelerate/report/bluetoothReport/pageBluetoothAlarmReport.json';
export const LOCK_ALARM_EXPORT: ReportExport = { kind: 'center', path: LOCK_ALARM_PATH };

export interface LockAlarmFilter extends TargetRange {
  alarmTypes: string[];
}

export interface LockAlarmRow {
  id?: number;
  alarmId?: number;
  terminalNo: string;
  mac: string;
  alarmType: string;
  alarmTime: string;
  address: string;
  operator: string;
  lat: number;
  lon: number;
}

export function lockAlarmParams(f: LockAlarmFilter): Params {
  return { vehicleId: f.target.id, alarmTypes: alarmTypesParam(f.alarmTypes), ...beginEndParams(f.range) };
}

export const fetchLockAlarms = (http: HttpClient, f: LockAlarmFilter, page: PageRequest) =>
  fetchReportPage<LockAlarmRow>(http, 'POST', LOCK_ALARM_PATH, { ...lockAlarmParams(f), ...page });
