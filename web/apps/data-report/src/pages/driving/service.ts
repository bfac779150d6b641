// 行车统计 (1503) calls, §3.7: pageAccReport (POST form) with accBeginTime/accEndTime/accState,
// pageAccDetail (POST form) of one vehicle, and their file exports.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, formatTime, targetParams, type PageRequest, type ReportExport } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';

export const ACC_REPORT_PATH = '/car/v1/accelerate/report/accReport/pageAccReport.json';
export const ACC_DETAIL_PATH = '/car/v1/accelerate/report/accReport/pageAccDetail.json';
export const ACC_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/accReport/exportAccReport.json' };
export const ACC_DETAIL_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/accReport/exportPageAccDetail.json' };

/** 0 = ACC 开 (default), 1 = 关. */
export type AccState = 0 | 1;

export interface AccFilter extends TargetRange {
  accState: AccState;
}

export interface AccRow {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
  beginTime?: string;
  endTime?: string;
  accBeginTime?: string;
  accEndTime?: string;
  accSpaceTime: string;
}

export interface AccDetailRow {
  plate: string;
  accBeginTime: string;
  accEndTime: string;
  accSpaceTime: string;
  lonBegin: number;
  latBegin: number;
  lonEnd: number;
  latEnd: number;
}

export function accParams(f: AccFilter): Params {
  return { ...targetParams(f.target), accBeginTime: formatTime(f.range[0]), accEndTime: formatTime(f.range[1]), accState: f.accState };
}

export function accDetailParams(row: AccRow, f: AccFilter): Params {
  return { vehicleId: row.vehicleId, accBeginTime: formatTime(f.range[0]), accEndTime: formatTime(f.range[1]), accState: f.accState };
}

export const fetchAcc = (http: HttpClient, f: AccFilter, page: PageRequest) =>
  fetchReportPage<AccRow>(http, 'POST', ACC_REPORT_PATH, { ...accParams(f), ...page });

export const fetchAccDetail = (http: HttpClient, q: { row: AccRow; filter: AccFilter }, page: PageRequest) =>
  fetchReportPage<AccDetailRow>(http, 'POST', ACC_DETAIL_PATH, { ...accDetailParams(q.row, q.filter), ...page });
