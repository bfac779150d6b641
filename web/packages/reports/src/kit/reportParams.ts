// The request parameters every report shares (v3-console-inventory §3.7 "Param"): the chosen
// vehicle or group as chooseId/groupId/flag, longStay 0, the time range as "yyyy-MM-dd HH:mm:ss",
// and the default ranges of the filter card (§2.6).
import dayjs, { type Dayjs } from 'dayjs';
import { requiredTexts as texts } from '../texts';

/** What the 车辆车组 picker chose: a group (its subtree) or one vehicle. */
export type ReportTarget = { kind: 'group'; id: number; name: string } | { kind: 'vehicle'; id: number; name: string };

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** flag 0 = group, 1 = vehicle (§3.7). */
export const FLAG_GROUP = 0;
export const FLAG_VEHICLE = 1;

export interface TargetParams {
  chooseId: number;
  groupId?: number;
  flag: 0 | 1;
  longStay: 0;
}

/** Param of §3.7: chooseId is the vehicle or group id; groupId only for a group; longStay always 0. */
export function targetParams(target: ReportTarget): TargetParams {
  if (target.kind === 'group') return { chooseId: target.id, groupId: target.id, flag: FLAG_GROUP, longStay: 0 };
  return { chooseId: target.id, flag: FLAG_VEHICLE, longStay: 0 };
}

export type TimeRange = [Dayjs, Dayjs];

/** From `daysBack` days before today at 00:00:00 to today 23:59:59 (报警记录: today−2 → today). */
export function defaultRange(daysBack: number, now: Dayjs = dayjs()): TimeRange {
  return [now.subtract(daysBack, 'day').startOf('day'), now.endOf('day')];
}

export function formatTime(t: Dayjs): string {
  return t.format(TIME_FORMAT);
}

/** The range as startTime/endTime (most reports) … */
export function rangeParams(range: TimeRange): { startTime: string; endTime: string } {
  return { startTime: formatTime(range[0]), endTime: formatTime(range[1]) };
}

/** … or beginTime/endTime (the logistics-lock reports). */
export function beginEndParams(range: TimeRange): { beginTime: string; endTime: string } {
  return { beginTime: formatTime(range[0]), endTime: formatTime(range[1]) };
}

/** The first reason a search cannot run (Chinese), or undefined. */
export function checkRange(range: TimeRange | null | undefined): string | undefined {
  if (!range) return texts.time;
  if (range[0].isAfter(range[1])) return texts.timeOrder;
  return undefined;
}

export function checkTarget(target: ReportTarget | undefined, vehicleOnly = false): string | undefined {
  if (!target) return vehicleOnly ? texts.vehicle : texts.target;
  if (vehicleOnly && target.kind !== 'vehicle') return texts.vehicle;
  return undefined;
}

/** The vehicle a report page was opened for (R-ROUTE-9: vehicleId and plate in its query). */
export function targetFromQuery(search: URLSearchParams): ReportTarget | undefined {
  const id = Number(search.get('vehicleId'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return { kind: 'vehicle', id, name: search.get('plate') ?? String(id) };
}
