// 指令查询 (1509) calls, §3.7: pageCommandReport (POST form, Param + startTime/endTime) and
// exportCommandReport (file).
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, targetParams, type PageRequest, type ReportExport } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';

export const COMMAND_REPORT_PATH = '/car/v1/accelerate/report/commandReport/pageCommandReport.json';
export const COMMAND_REPORT_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/commandReport/exportCommandReport.json' };

export interface CommandRow {
  uuid?: string;
  userName: string;
  plate: string;
  terminalNo: string;
  groupName: string;
  commandId?: string;
  CommandId?: string;
  commandMsg?: string;
  CommandMsg?: string;
  createTime: string;
  result: string | number;
  resultMsg?: string;
}

export function commandParams(f: TargetRange): Params {
  return { ...targetParams(f.target), ...rangeParams(f.range) };
}

export const fetchCommands = (http: HttpClient, f: TargetRange, page: PageRequest) =>
  fetchReportPage<CommandRow>(http, 'POST', COMMAND_REPORT_PATH, { ...commandParams(f), ...page });
