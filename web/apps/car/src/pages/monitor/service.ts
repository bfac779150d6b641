// Every call of the monitoring centre, through the shared request client (v3-console-inventory
// §3.4–§3.5; paths as the previous console's): groups, vehicles, alarms and their handling, the
// area search, follow levels, the base maps, the commands of the vehicle menus (the shared typed
// calls of @chelian/core) and the alarm places (fences, points, stay points, 二押点, allowed areas).
// The page and its parts call the server only through these two objects.
import { createCommandApi, unwrap, type HttpClient, type RegionNode } from '@chelian/core';
import { loadMapConfig, type LonLat, type MapConfig, type MonitorRow } from '@chelian/tracking';
import { createConcernApi } from '../../shared/concernApi';
import { FENCE_BASE_PATH, fetchRoundFence, fetchVehicleFences, type FenceRow } from '../../shared/fences';
import { fetchGroups, type GroupNode } from '@chelian/tracking';
import {
  saveBody,
  stayPointText,
  parseStayPoints,
  type BoundVehicle,
  type FenceDraft,
  type FenceTargets,
  type GroupRegionBinding,
  type LocationPoint,
  type StayPoints,
  type TwoChargePoint,
} from './places/placeModel';

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

/** Enough for every vehicle a user can see in one page (the server allows 20,000). */
export const MONITOR_PAGE_SIZE = 20000;

export function createMonitorApi(http: HttpClient) {
  const commands = createCommandApi(http);
  return {
    /** The group tree with the 重点关注 / 无线设备 entries. */
    loadGroups: (): Promise<GroupNode[]> => fetchGroups(http, true),
    /** The base maps (the offline map alone when they cannot be read). */
    mapConfig: (): Promise<MapConfig> => loadMapConfig(http),
    /** The command catalogue of the vehicle menus. */
    commandCatalogue: commands.catalogue,
    /** A direct-send command to one vehicle. */
    sendCommand: (vehicleId: number, commandType: string, commandMsg: string) => commands.send(vehicleId, commandType, commandMsg),
    /** One command's state (for results live push missed). */
    getCommand: commands.get,
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
    /** The newest unhandled alarms (at most a page) and how many there are in all. */
    async queryAlarm(): Promise<AlarmPage> {
      const r = unwrap(await http.get<{ alarm: AlarmRow[]; total?: number }>('/car/v1/api/monitor/queryAlarm', { updateTime: '', alarmPermission: 1 }));
      return { alarm: r.alarm, total: Math.max(r.total ?? 0, r.alarm.length) };
    },
    async processAlarm(body: AlarmHandling): Promise<void> {
      unwrap(await http.postJson('/car/v1/api/monitor/processAlarm', body));
    },
    async vehiclesInArea(b: { lat1: number; lat2: number; lon1: number; lon2: number }): Promise<AreaResult> {
      return unwrap(await http.get<AreaResult>('/car/v1/api/monitor/listVehicleInArea', b));
    },
    ...createConcernApi(http),
  };
}

export type MonitorApi = ReturnType<typeof createMonitorApi>;

/** The alarm places' calls (fences and their bindings, points, stay points, 二押点, allowed areas). */
export function createPlaceApi(http: HttpClient) {
  const get = async <T>(path: string, params?: Record<string, unknown>): Promise<T> => unwrap(await http.get<T>(path, params));
  const post = async <T>(path: string, body: unknown): Promise<T> => unwrap(await http.postJson<T>(path, body));
  const base = FENCE_BASE_PATH;
  return {
    fences: () => get<FenceRow[]>(`${base}queryAllPolygonalFence`),
    saveFence: (d: FenceDraft) => post<{ pathId: number }>(`${base}${d.pathId ? 'update' : 'save'}PolygonalFence`, saveBody(d)),
    deleteFence: (pathId: number) => get<void>(`${base}deletePolygonalFence`, { pathId }),
    fenceTargets: (pathId: number) => get<FenceTargets>(`${base}listAddFenceVehicle`, { pathId }),
    bindFence: (pathId: number, vehicleIds: number[], groupIds: number[]) =>
      post<void>(`${base}bindPolygonalFence`, { pathId, vids: vehicleIds.join(','), gids: groupIds.join(',') }),
    vehicleFences: (vehicleId: number) => fetchVehicleFences(http, vehicleId),
    unbindVehicle: (vehicleId: number, pathId: number) => post<void>(`${base}updateBindFence`, { vehicleId, pathId }),
    roundFence: (vehicleId: number) => fetchRoundFence(http, vehicleId),
    saveRoundFence: (vehicleId: number, center: LonLat, radii: number) =>
      post<void>(`${base}saveRoundFence`, { vehicleId, lat: center[1], lon: center[0], radii }),
    deleteRoundFence: (vehicleId: number) => get<void>(`${base}deleteRoundFence`, { vehicleId }),
    locationPoints: () => get<LocationPoint[]>(`${base}listLocationPoint`),
    saveLocationPoint: (p: Omit<LocationPoint, 'id'>) => post<{ id: number }>(`${base}saveLocationPoint`, { ...p, color: 0 }),
    deleteLocationPoint: (p: Pick<LocationPoint, 'id' | 'type'>) => get<void>(`${base}deleteLocationPoint`, { id: p.id, type: p.type }),
    stayPoints: async (vehicleId: number) => parseStayPoints(await get<string>(`${base}queryStoppingPoint`, { vehicleId })),
    saveStayPoints: (vehicleId: number, s: StayPoints) => get<void>(`${base}saveStoppingPoint`, { vehicleId, staypoint: stayPointText(s) }),
    deleteStayPoints: (vehicleId: number) => get<void>(`${base}deleteStoppingPoint`, { vehicleId, staypoint: '' }),
    twoChargePoints: async () => (await get<{ data: TwoChargePoint[] }>('/car/v1/api/twoCharge/pageTwoCharge', { pageNumber: 1, pageSize: 5000 })).data,
    saveTwoCharge: (p: { name: string; radius: number; at: LonLat }) =>
      post<{ chargeId: number }>('/car/v1/api/twoCharge/saveTwoCharge', { name: p.name, radius: p.radius, lon: p.at[0], lat: p.at[1], stopTime: 60 }),
    deleteTwoCharge: (chargeId: number) => get<void>('/car/v1/api/twoCharge/deleteTwoCharge', { chargeId }),
    boundVehicles: () => get<BoundVehicle[]>('/car/v1/api/twoCharge/listBindVehicleByUserId'),
    setTwoChargeVehicles: (vehicleIds: number[], on: boolean) =>
      get<void>(`/car/v1/api/twoCharge/${on ? 'saveBindVehicle' : 'updateBindVehicle'}`, { vehicleIds: vehicleIds.join(',') }),
    adminRegions: async () => (await get<{ list: RegionNode[] }>('/car/v1/api/monitor/listAdminRegion')).list,
    adminRegion: (vehicleId: number) => get<string>('/car/v1/api/monitor/getAdminRegion', { vehicleId }),
    bindAdminRegion: (vehicleId: number, address: string) => get<void>('/car/v1/api/monitor/bindAdminRegion', { vehicleId, address }),
    /** Answers the group's binding that applies instead, if any. */
    deleteAdminRegion: (vehicleId: number) => get<string>('/car/v1/api/monitor/deleteAdminRegion', { vehicleId, isGroup: 0 }),
    groupAdminRegion: (groupId: number) => get<GroupRegionBinding>('/car/v1/api/monitor/getAdminRegionGroup', { groupId }),
    /** The previous console's name for binding a group's areas. */
    bindGroupAdminRegion: (groupId: number, b: GroupRegionBinding) =>
      get<void>('/car/v1/api/monitor/listAdminRegionGroup', { groupId, address: b.address, isAll: b.isAll, isCover: b.isCover }),
    deleteGroupAdminRegion: (groupId: number) => get<void>('/car/v1/api/monitor/deleteAdminRegionGroup', { groupId }),
  };
}

export type PlaceApi = ReturnType<typeof createPlaceApi>;
