// Typed calls of the monitoring centre through the shared request client (v3-console-inventory
// §3.4–§3.5; paths as the previous console's).
import { unwrap, type HttpClient } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';

export interface GroupNode {
  gi: number;
  pi: number;
  gn: string;
  /** vehicles directly in the group */
  tt: number;
  /** vehicles in the group and its sub-groups */
  an: number;
  /** online vehicles in the subtree */
  on: number;
}

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

export interface AreaResult {
  C: number;
  Z: number;
  L: number;
  vehData: Array<{ V: number; P: string; GN: string; D: string; S: number; W: number; J: number; Z: number }>;
}

export interface AlarmHandling {
  result: number;
  remark: string;
  contact: string;
  contactNumber: string;
  obj: Array<{ alarmId: number; groupId: number; vehicleId: number; alarmType: string }>;
}

export const GROUPS_PATH = '/car/v1/api/monitor/loadGroups';

/** Enough for every vehicle a user can see in one page (the server allows 20,000). */
export const MONITOR_PAGE_SIZE = 20000;

export function createMonitorApi(http: HttpClient) {
  return {
    /** The group tree; `concernNeed` adds the 重点关注 / 无线设备 entries of the monitor's tree. */
    async loadGroups(concernNeed = true): Promise<GroupNode[]> {
      return unwrap(await http.get<{ data: GroupNode[] }>(GROUPS_PATH, { concernNeed: String(concernNeed) })).data;
    },
    async loadVehicles(): Promise<VehiclePage> {
      return unwrap(
        await http.get<VehiclePage>('/car/v1/api/monitor/loadVehicles', {
          state: 0,
          alarmPermission: 1,
          pageNumber: 1,
          pageSize: MONITOR_PAGE_SIZE,
        }),
      );
    },
    async queryAlarm(): Promise<AlarmRow[]> {
      return unwrap(await http.get<{ alarm: AlarmRow[] }>('/car/v1/api/monitor/queryAlarm', { updateTime: '', alarmPermission: 1 })).alarm;
    },
    async processAlarm(body: AlarmHandling): Promise<void> {
      unwrap(await http.postJson('/car/v1/api/monitor/processAlarm', body));
    },
    async vehiclesInArea(b: { lat1: number; lat2: number; lon1: number; lon2: number }): Promise<AreaResult> {
      return unwrap(await http.get<AreaResult>('/car/v1/api/monitor/listVehicleInArea', b));
    },
    async saveConcern(vehicleId: number, concernLevel: number, remark: string): Promise<void> {
      unwrap(await http.postJson('/car/v1/api/concern/saveVehicleConcern', { vehicleId, concernLevel, remark }));
    },
    async deleteConcern(vehicleId: number): Promise<void> {
      unwrap(await http.get('/car/v1/api/concern/deleteVehicleConcern', { vehicleId }));
    },
    async remarkPresets(): Promise<string[]> {
      const text = unwrap(await http.get<string>('/car/v1/api/concern/getRemarkList'));
      try {
        const list = JSON.parse(text) as unknown;
        return Array.isArray(list) ? list.map(String) : [];
      } catch {
        return [];
      }
    },
  };
}

export type MonitorApi = ReturnType<typeof createMonitorApi>;
