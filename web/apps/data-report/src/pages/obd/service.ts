// OBD报表 (1513) call, §3.7: pageOBDAlarmList (GET: alarmTypes, vehicleId or groupId, startTime,
// endTime); the previous console wired no export.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, type PageRequest } from '@chelian/reports';
import { alarmTypesParam } from '../../shared/alarmCodes';
import type { TargetRange } from '../../shared/useTargetRange';

export const OBD_ALARM_PATH = '/car/v1/accelerate/report/alarm/pageOBDAlarmList.json';

export interface ObdFilter extends TargetRange {
  alarmTypes: string[];
}

export interface ObdRow {
  obdAlarmId?: number;
  vehicleId: number;
  plate: string;
  groupName: string;
  typeName: string;
  alarmType: string;
  startTime: string;
  alarmInt: number;
  speed: number;
  lon: number;
  lat: number;
}

export function obdParams(f: ObdFilter): Params {
  const who = f.target.kind === 'vehicle' ? { vehicleId: f.target.id } : { groupId: f.target.id };
  return { ...who, alarmTypes: alarmTypesParam(f.alarmTypes), ...rangeParams(f.range) };
}

export const fetchObd = (http: HttpClient, f: ObdFilter, page: PageRequest) =>
  fetchReportPage<ObdRow>(http, 'GET', OBD_ALARM_PATH, { ...obdParams(f), ...page });
