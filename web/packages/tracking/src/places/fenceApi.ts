// Fences as the server lists them (queryAllPolygonalFence, queryPolygonalFence) and the shape the map
// draws from a row: the monitor's fence panel and the playback map both read them, and both pages'
// services use the vehicle's fence reads below.
import { unwrap, type HttpClient } from '@chelian/core';
import type { FenceShape } from './placeGeometry';
import type { LonLat } from '../coords/coordSystems';

export const FENCE_BASE_PATH = '/car/v1/api/fence/';

export interface FenceRow {
  pathId: number;
  pathName: string;
  /** 3 polygon, 1 circle. */
  pathType: number;
  /** 0 禁止驶出, 1 禁止驶入, 3 限速. */
  param: number;
  settingTime: number;
  speedLimit: number;
  pointList: Array<{ oriLat: number; oriLon: number }>;
  lat?: number;
  lon?: number;
  radius?: number;
  groupName: string;
  belongUser: string;
  isMine: 0 | 1;
  vehicleNum: number;
  groupNum: number;
  vehicleId?: number;
}

/** A vehicle's own circle (queryRoundFence). */
export interface RoundFence {
  pathId?: number;
  lat?: number;
  lon?: number;
  radii?: number;
}

export function fenceShape(f: FenceRow): FenceShape {
  return {
    id: f.pathId,
    name: f.pathName,
    pathType: f.pathType,
    points: f.pointList.map((p) => [p.oriLon, p.oriLat] as LonLat),
    center: f.lat !== undefined && f.lon !== undefined ? [f.lon, f.lat] : undefined,
    radius: f.radius,
  };
}

/** The fences bound to a vehicle. */
export async function fetchVehicleFences(http: HttpClient, vehicleId: number): Promise<FenceRow[]> {
  return unwrap(await http.get<FenceRow[]>(`${FENCE_BASE_PATH}queryPolygonalFence`, { vehicleId }));
}

/** A vehicle's own circle, if it has one. */
export async function fetchRoundFence(http: HttpClient, vehicleId: number): Promise<RoundFence> {
  return unwrap(await http.get<RoundFence>(`${FENCE_BASE_PATH}queryRoundFence`, { vehicleId }));
}
