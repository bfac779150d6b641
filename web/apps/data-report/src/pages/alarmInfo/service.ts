// 报警记录 (1501) calls, §3.7: alarmAnalysis (GET) per vehicle and type, alarmDetail (GET) of one row,
// the async export/alarm.json (GET, runs in 下载列表) and the detail's file export.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, targetParams, type PageRequest, type ReportExport } from '@chelian/reports';
import { alarmTypesParam } from '../../shared/alarmCodes';
import type { TargetRange } from '../../shared/useTargetRange';

export const ALARM_ANALYSIS_PATH = '/car/v1/accelerate/report/alarm/alarmAnalysis.json';
export const ALARM_DETAIL_PATH = '/car/v1/accelerate/report/alarm/alarmDetail.json';
export const ALARM_EXPORT: ReportExport = { kind: 'async', path: '/car/v1/accelerate/export/alarm.json' };
export const ALARM_DETAIL_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/alarm/exportAlarmDetail.json' };

export interface AlarmFilter extends TargetRange {
  alarmTypes: string[];
}

export interface AlarmRow {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
  type: string;
  startTime: string;
  endTime: string;
  num: number;
}

export interface AlarmDetailRow {
  plate: string;
  type: string;
  speedBegin: number;
  result: string | number;
  userName: string;
  timeBegin: string;
  timeEnd: string;
  lonBegin: number;
  latBegin: number;
  lonEnd: number;
  latEnd: number;
}

export function alarmParams(f: AlarmFilter): Params {
  return { ...targetParams(f.target), ...rangeParams(f.range), alarmTypes: alarmTypesParam(f.alarmTypes) };
}

/** The detail of a row: its vehicle, its type (label) and its first/last alarm times. */
export function alarmDetailParams(row: AlarmRow): Params {
  return { vehicleId: row.vehicleId, type: row.type, startTime: row.startTime, endTime: row.endTime };
}

export const fetchAlarms = (http: HttpClient, f: AlarmFilter, page: PageRequest) =>
  fetchReportPage<AlarmRow>(http, 'GET', ALARM_ANALYSIS_PATH, { ...alarmParams(f), ...page });

export const fetchAlarmDetail = (http: HttpClient, row: AlarmRow, page: PageRequest) =>
  fetchReportPage<AlarmDetailRow>(http, 'GET', ALARM_DETAIL_PATH, { ...alarmDetailParams(row), ...page });
