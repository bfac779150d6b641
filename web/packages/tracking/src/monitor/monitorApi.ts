// The monitoring calls the shared pieces make (v3-console-inventory §3.4–§3.5): the group tree with
// its counts, the base maps, the assets and the newest unhandled alarms — each of one asset kind
// when the profile names one (the server's `kind`; without it, every kind the user sees).
import { unwrap, type HttpClient } from '@chelian/core';
import { fetchGroups, type GroupNode } from '../groups/groups';
import { loadMapConfig, type MapConfig } from '../map/baseLayers';
import type { AssetKind } from '../profile/assetProfile';
import type { MonitorRow } from '../vehicle/monitorRow';

export interface VehiclePage {
  data: MonitorRow[];
  total: number;
  allNum: number;
  onlineNum: number;
  offlineNum: number;
  NOW: string;
}

export interface AlarmRow {
  A: number;
  V: number;
  G: number;
  T: string;
  C: string;
  P: string;
  D: string;
  S: number;
  N: string;
  X: number;
  Y: number;
  active: number;
}

/** A load of the alarm list: the rows and the true number of matching alarms (the rows stop at a page). */
export interface AlarmPage {
  alarm: AlarmRow[];
  total: number;
}

/** The server's largest page (20,000); a larger fleet is read in several (loadAllVehicles.ts). */
export const MONITOR_PAGE_SIZE = 20000;

export const LOAD_VEHICLES_PATH = '/car/v1/api/monitor/loadVehicles';
export const QUERY_ALARM_PATH = '/car/v1/api/monitor/queryAlarm';

/** The `kind` parameter of a profile's calls: none when the profile takes every kind. */
export function kindParam(kind: AssetKind | undefined): { kind?: number } {
  return kind === undefined ? {} : { kind };
}

export function createMonitorFeedApi(http: HttpClient, kind: AssetKind | undefined) {
  return {
    /** The asset kind asked for (undefined: every kind). */
    kind,
    /** The group tree with the 重点关注 / 无线设备 entries, counted by the server (of a list's `snapshot`). */
    loadGroups: (snapshot?: string): Promise<GroupNode[]> => fetchGroups(http, true, kind, snapshot),
    /** The base maps (the offline map alone when they cannot be read). */
    mapConfig: (): Promise<MapConfig> => loadMapConfig(http),
    /** One page of the vehicles (loadAllVehicles.ts reads them all); the pages of one `snapshot` read one list. */
    async loadVehicles(pageNumber: number, pageSize: number, snapshot?: string): Promise<VehiclePage> {
      return unwrap(
        await http.get<VehiclePage>(LOAD_VEHICLES_PATH, { state: 0, alarmPermission: 1, pageNumber, pageSize, ...kindParam(kind), ...(snapshot ? { snapshot } : {}) }),
      );
    },
    /** The newest unhandled alarms (at most a page) and how many there are in all. */
    async queryAlarm(): Promise<AlarmPage> {
      const r = unwrap(await http.get<{ alarm: AlarmRow[]; total?: number }>(QUERY_ALARM_PATH, { updateTime: '', alarmPermission: 1, ...kindParam(kind) }));
      return { alarm: r.alarm, total: Math.max(r.total ?? 0, r.alarm.length) };
    },
  };
}

export type MonitorFeedApi = ReturnType<typeof createMonitorFeedApi>;
