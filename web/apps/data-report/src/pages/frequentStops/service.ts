// 经常停留点 (1505) calls, §3.7/§3.6: pageStopReport (POST form: vehicleId, runStopBeginTime,
// runStopEndTime, spaceTime minutes, longStay) answering {data:{dvehicleInfo, newRunStopReportDTOS},
// total}; each place carries its position (aB/oB), its count n and its stops; file export.
import { unwrap, type HttpClient, type Params } from '@chelian/core';
import { formatTime, type PageRequest, type ReportExport, type ReportPage } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';

export const STOPS_PATH = '/car/v1/accelerate/report/stopReport/pageStopReport.json';
export const STOPS_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/stopReport/exportStopRePort.json' };

export interface StopsFilter extends TargetRange {
  minutes: number;
}

export interface StopVisit {
  beginTime: string;
  endTime: string;
  /** Length as text (displayTimeStr) or minutes. */
  displayTimeStr?: string;
  stopTime?: number;
}

export interface StopPlace {
  aB: number;
  oB: number;
  n: number;
  address?: string;
  /** The visits of the place (the server helper's list name; `list` read too). */
  stops?: StopVisit[];
  list?: StopVisit[];
}

export interface StopRow extends StopPlace {
  plate: string;
  groupName: string;
}

interface StopReply {
  data?: { dvehicleInfo?: { plate?: string; groupName?: string }; newRunStopReportDTOS?: StopPlace[] };
  total?: number;
}

export function stopsParams(f: StopsFilter): Params {
  return { vehicleId: f.target.id, runStopBeginTime: formatTime(f.range[0]), runStopEndTime: formatTime(f.range[1]), spaceTime: f.minutes, longStay: 0 };
}

/** The places with the vehicle's plate and group on each row. */
export function readStops(obj: StopReply | null | undefined): ReportPage<StopRow> {
  const info = obj?.data?.dvehicleInfo ?? {};
  const places = obj?.data?.newRunStopReportDTOS ?? [];
  const rows = places.map((p) => ({ ...p, plate: info.plate ?? '', groupName: info.groupName ?? '' }));
  return { rows, total: typeof obj?.total === 'number' ? obj.total : rows.length };
}

export function visitsOf(place: StopPlace): StopVisit[] {
  return place.stops ?? place.list ?? [];
}

/** A visit's length in minutes (from its times when the server gives no number). */
export function visitMinutes(v: StopVisit): number {
  if (typeof v.stopTime === 'number') return v.stopTime;
  const ms = new Date(v.endTime.replace(' ', 'T')).getTime() - new Date(v.beginTime.replace(' ', 'T')).getTime();
  return Number.isFinite(ms) ? Math.round(ms / 60000) : 0;
}

export async function fetchStops(http: HttpClient, f: StopsFilter, page: PageRequest): Promise<ReportPage<StopRow>> {
  return readStops(unwrap(await http.post<StopReply>(STOPS_PATH, { ...stopsParams(f), ...page })));
}
