// Every call of the big screen (v3-console-inventory §2.2, §3.8; docs/data-center.md): the counts
// (pageHomePageOne), 结清 and 报警车辆 (pageHomePageTwo, answered by the risk centre's server part —
// "not available" while it answers an error), vehicles per province (our provinceCounts), the first
// page of alarms for the ticker (the monitor's queryAlarm), the groups (names of pushed alarms),
// and the vehicle-state detail's list and file (离线统计's pageOffOnline / exportOffOnline).
import { unwrap, type HttpClient, type Params } from '@chelian/core';
import { fetchGroups } from '@chelian/tracking';
import { OFFLINE_PATH, fetchReportPage, type OfflineRow, type PageRequest } from '@chelian/reports';

export { OFFLINE_EXPORT, type OfflineRow } from '@chelian/reports';

export const HOME_BASE = '/car/v1/accelerate/home/';

/** pageHomePageOne's reply (§3.8); the maps are keyed by date, [加车量, 结清量, 激活量]. */
export interface HomeCounts {
  vehNum: number;
  expiredOneNum: number;
  expiredTwoNum: number;
  expiredThreeNum: number;
  expiredFourNum: number;
  wirelessNum: number;
  wiredNum: number;
  typeList: Array<{ nameType: string; num: number }>;
  neverOnLine: number;
  onLineNum: number;
  offLineNum: number;
  thirtyDayMap: Array<Record<string, number>>;
  twelveMonthMap: Array<Record<string, number>>;
}

/** The two figures of pageHomePageTwo the big screen shows; null: the call answered an error. */
export interface RiskFigures {
  settleNum: number;
  alarmVehicleNum: number;
}

export interface ProvinceCount {
  name: string;
  value: number;
}

/** A row of the monitor's alarm list (one-letter keys, §3.5). */
export interface AlarmListRow {
  A: number;
  G: number;
  T: string;
  P: string;
  D: string;
  N: string;
}

export function createHomeApi(http: HttpClient) {
  return {
    /** `quiet`: a refresh, whose failure the screen shows without a pop-up. */
    async counts(quiet = false): Promise<HomeCounts> {
      return unwrap(await http.get<HomeCounts>(`${HOME_BASE}pageHomePageOne.json`, {}, { silent: quiet }));
    },
    async riskFigures(): Promise<RiskFigures | null> {
      try {
        const r = await http.get<Partial<RiskFigures>>(`${HOME_BASE}pageHomePageTwo.json`, {}, { silent: true });
        if (!('obj' in r) || r.flag !== 1 || !r.obj) return null;
        const { settleNum, alarmVehicleNum } = r.obj;
        return typeof settleNum === 'number' && typeof alarmVehicleNum === 'number' ? { settleNum, alarmVehicleNum } : null;
      } catch {
        return null;
      }
    },
    async provinces(quiet = false): Promise<ProvinceCount[]> {
      return unwrap(await http.get<{ list: ProvinceCount[] }>(`${HOME_BASE}provinceCounts.json`, {}, { silent: quiet })).list;
    },
    async alarms(): Promise<AlarmListRow[]> {
      return unwrap(await http.get<{ alarm: AlarmListRow[] }>('/car/v1/api/monitor/queryAlarm', { updateTime: '', alarmPermission: 1 }, { silent: true })).alarm;
    },
    /** Group id → name (the names of pushed alarms). */
    async groupNames(): Promise<Map<number, string>> {
      return new Map((await fetchGroups(http, false)).map((g) => [g.gi, g.gn]));
    },
  };
}

export type HomeApi = ReturnType<typeof createHomeApi>;

/** The detail dialog's filter: offline minutes [min, max) (max 0 = open end) and 全部 0 / 无线 1 / 有线 2. */
export interface OfflineFilter {
  minMinutes: number;
  maxMinutes: number;
  longStay: 0 | 1 | 2;
}

export function offlineParams(f: OfflineFilter): Params {
  return { beginOffTimeMin: f.minMinutes, endOffTimeMin: f.maxMinutes, longStay: f.longStay };
}

export const fetchOffline = (http: HttpClient, f: OfflineFilter, page: PageRequest) =>
  fetchReportPage<OfflineRow>(http, 'POST', OFFLINE_PATH, { ...offlineParams(f), ...page });
