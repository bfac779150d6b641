// Every call of the monitoring centre, through the shared request client (v3-console-inventory
// §3.4–§3.5; paths as the previous console's): groups, vehicles and alarms (handled through
// @chelian/tracking's dialog), the area search, follow levels, the base maps, the commands of the vehicle menus (the shared typed
// calls of @chelian/core) and the alarm places (fences, points, stay points, 二押点, allowed areas).
// The page and its parts call the server only through these two objects; the groups, vehicles and
// alarms are @chelian/tracking's monitor calls for the car's kind.
import { createCommandApi, unwrap, type HttpClient, type RegionNode } from '@chelian/core';
import { FENCE_BASE_PATH, createConcernApi, createMonitorFeedApi, kindParam, fetchRoundFence, fetchVehicleFences, type FenceRow, type LonLat } from '@chelian/tracking';
import { CAR_PROFILE } from '../../shared/carProfile';
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

export type { AlarmPage, AlarmRow, VehiclePage } from '@chelian/tracking';

export interface AreaResult {
  C: number;
  Z: number;
  L: number;
  vehData: Array<{ V: number; P: string; GN: string; D: string; S: number; W: number; J: number; Z: number }>;
}

export function createMonitorApi(http: HttpClient) {
  const commands = createCommandApi(http);
  return {
    /** Groups, base maps, vehicles and alarms: the shared monitor calls, of the car's asset kind. */
    ...createMonitorFeedApi(http, CAR_PROFILE.kind),
    /** The command catalogue of the vehicle menus. */
    commandCatalogue: commands.catalogue,
    /** A direct-send command to one vehicle. */
    sendCommand: (vehicleId: number, commandType: string, commandMsg: string) => commands.send(vehicleId, commandType, commandMsg),
    /** One command's state (for results live push missed). */
    getCommand: commands.get,
    async vehiclesInArea(b: { lat1: number; lat2: number; lon1: number; lon2: number }): Promise<AreaResult> {
      return unwrap(await http.get<AreaResult>('/car/v1/api/monitor/listVehicleInArea', { ...b, ...kindParam(CAR_PROFILE.kind) }));
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
