// 车辆日在线 (the seed's carDayOnline, console-spec §4) call: online minutes per vehicle and day.
// Our own path (V3 had none; docs/reports.md).
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, rangeParams, targetParams, type PageRequest } from '@chelian/reports';
import type { Series } from '@chelian/reports/charts';
import type { TargetRange } from '../../shared/useTargetRange';

export const DAY_ONLINE_PATH = '/car/v1/accelerate/report/carDayOnline/pageCarDayOnline.json';

export interface DayOnlineRow {
  vehicleId: number;
  plate: string;
  groupName: string;
  date: string;
  onlineMinutes: number;
}

/** POST form: chooseId, flag, startTime, endTime (+ pageNumber, pageSize). */
export function dayOnlineParams(f: TargetRange): Params {
  const { chooseId, flag } = targetParams(f.target);
  return { chooseId, flag, ...rangeParams(f.range) };
}

/** Online rate per day: the share (%) of the day's listed vehicles with any online minute. */
export function onlineRateByDay(rows: readonly DayOnlineRow[]): Series {
  const days = new Map<string, { online: number; all: number }>();
  for (const r of rows) {
    const d = days.get(r.date) ?? { online: 0, all: 0 };
    d.all += 1;
    if (Number(r.onlineMinutes) > 0) d.online += 1;
    days.set(r.date, d);
  }
  const categories = [...days.keys()].sort();
  return { categories, values: categories.map((c) => Math.round(((days.get(c)?.online ?? 0) / (days.get(c)?.all ?? 1)) * 1000) / 10) };
}

export const fetchDayOnline = (http: HttpClient, f: TargetRange, page: PageRequest) =>
  fetchReportPage<DayOnlineRow>(http, 'POST', DAY_ONLINE_PATH, { ...dayOnlineParams(f), ...page });
