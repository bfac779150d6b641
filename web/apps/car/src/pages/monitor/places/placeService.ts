// Typed calls of the alarm places at the previous console's paths (v3-console-inventory §3.5):
// fences and their bindings, a vehicle's own circle, position points, home/company stay points
// and allowed areas; plus the pure conversions between API rows and what the map draws.
// Coordinates are WGS-84 both ways.
import { unwrap, type HttpClient } from '@chelian/core';
import type { FenceShape, LonLat, PlacePoint } from '@chelian/tracking';
import type { RegionNode } from './adminRegions';

export const FENCE_KINDS = [
  { value: 1, label: '禁止驶入区域' },
  { value: 0, label: '禁止驶出区域' },
  { value: 3, label: '限速区域' },
] as const;

export const LOCATION_TYPES = [
  { value: 1, label: '写字楼' },
  { value: 2, label: '工厂' },
  { value: 3, label: '停车场' },
  { value: 4, label: '住宅' },
  { value: 5, label: '维修厂' },
  { value: 6, label: '租赁公司' },
] as const;

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

/** What the editor holds while a fence is drawn or changed. */
export interface FenceDraft {
  pathId?: number;
  pathName: string;
  pathType: 1 | 3;
  param: 0 | 1 | 3;
  settingTime: number;
  speedLimit: number;
  points: LonLat[];
  center?: LonLat;
  radius?: number;
}

export const NEW_FENCE: FenceDraft = { pathName: '', pathType: 3, param: 1, settingTime: 0, speedLimit: 60, points: [] };

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

export function draftOf(f: FenceRow): FenceDraft {
  const s = fenceShape(f);
  return {
    pathId: f.pathId,
    pathName: f.pathName,
    pathType: f.pathType === 1 ? 1 : 3,
    param: f.param === 0 || f.param === 3 ? f.param : 1,
    settingTime: f.settingTime,
    speedLimit: f.speedLimit || 60,
    points: s.points ?? [],
    center: s.center,
    radius: s.radius,
  };
}

export function draftShape(d: FenceDraft): FenceShape {
  return { id: d.pathId ?? 0, name: d.pathName || '新围栏', pathType: d.pathType, points: d.points, center: d.center, radius: d.radius };
}

/** '' when the draft can be saved, else what is missing (the server checks the same). */
export function draftError(d: FenceDraft): string {
  if (!d.pathName.trim()) return '请输入区域名称';
  if (d.pathType === 3 && d.points.length < 3) return '请在地图上绘制围栏（单击绘点，双击结束绘制）';
  if (d.pathType === 1 && (!d.center || !d.radius)) return '请在地图上绘制圆形围栏';
  if (d.pathType === 1 && d.radius !== undefined && (d.radius < 200 || d.radius > 5000)) return '圆形围栏设置失败:范围是200到5000';
  if (d.param === 3 && (d.speedLimit < 5 || d.speedLimit > 220)) return '限速区域的限速值应在5到220km/h之间';
  return '';
}

/** The body of savePolygonalFence / updatePolygonalFence. */
export function saveBody(d: FenceDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    pathName: d.pathName.trim(),
    pathType: d.pathType,
    param: d.param,
    settingTime: d.settingTime,
  };
  if (d.pathId) body.pathId = d.pathId;
  if (d.param === 3) body.speedLimit = d.speedLimit;
  if (d.pathType === 1 && d.center) Object.assign(body, { lat: d.center[1], lon: d.center[0], radius: d.radius });
  else body.pointList = d.points.map(([lon, lat]) => ({ orilon: lon, orilat: lat }));
  return body;
}

export interface FenceTargets {
  g: Array<{ groupId: number; groupName: string }>;
  v: Array<{ vehicleId: number; plate: string }>;
}

export interface LocationPoint {
  id: number;
  name: string;
  type: number;
  lon: number;
  lat: number;
}

export interface StayPoints {
  home?: LonLat;
  company?: LonLat;
  homeRadius: number;
  companyRadius: number;
}

/** "1,lat,lng,r;2,lat,lng,r" (the previous console's form) ⇄ home and company. */
export function parseStayPoints(text: string): StayPoints {
  const out: StayPoints = { homeRadius: 1000, companyRadius: 1000 };
  for (const item of text.split(';')) {
    const [kind, lat, lon, r] = item.split(',').map(Number);
    if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    if (kind === 1) Object.assign(out, { home: [lon, lat], homeRadius: r || 1000 });
    if (kind === 2) Object.assign(out, { company: [lon, lat], companyRadius: r || 1000 });
  }
  return out;
}

export function stayPointText(s: StayPoints): string {
  const parts: string[] = [];
  if (s.home) parts.push(`1,${s.home[1].toFixed(6)},${s.home[0].toFixed(6)},${s.homeRadius}`);
  if (s.company) parts.push(`2,${s.company[1].toFixed(6)},${s.company[0].toFixed(6)},${s.companyRadius}`);
  return parts.join(';');
}

export function stayPlacePoints(s: StayPoints): PlacePoint[] {
  const out: PlacePoint[] = [];
  if (s.home) out.push({ id: 'home', name: '家庭地址', at: s.home, radius: s.homeRadius, color: '#52c41a' });
  if (s.company) out.push({ id: 'company', name: '公司地址', at: s.company, radius: s.companyRadius, color: '#1677ff' });
  return out;
}

export interface TwoChargePoint {
  chargeId: number;
  name: string;
  radius: number;
  lon: number;
  lat: number;
  stopTime: number;
}

export interface BoundVehicle {
  vehicleId: number;
  plate: string;
  groupId: number;
  groupName: string;
}

export function createPlaceApi(http: HttpClient) {
  const get = async <T>(path: string, params?: Record<string, unknown>): Promise<T> => unwrap(await http.get<T>(path, params));
  const post = async <T>(path: string, body: unknown): Promise<T> => unwrap(await http.postJson<T>(path, body));
  const base = '/car/v1/api/fence/';
  return {
    fences: () => get<FenceRow[]>(`${base}queryAllPolygonalFence`),
    saveFence: (d: FenceDraft) => post<{ pathId: number }>(`${base}${d.pathId ? 'update' : 'save'}PolygonalFence`, saveBody(d)),
    deleteFence: (pathId: number) => get<void>(`${base}deletePolygonalFence`, { pathId }),
    fenceTargets: (pathId: number) => get<FenceTargets>(`${base}listAddFenceVehicle`, { pathId }),
    bindFence: (pathId: number, vehicleIds: number[], groupIds: number[]) =>
      post<void>(`${base}bindPolygonalFence`, { pathId, vids: vehicleIds.join(','), gids: groupIds.join(',') }),
    vehicleFences: (vehicleId: number) => get<FenceRow[]>(`${base}queryPolygonalFence`, { vehicleId }),
    unbindVehicle: (vehicleId: number, pathId: number) => post<void>(`${base}updateBindFence`, { vehicleId, pathId }),
    roundFence: (vehicleId: number) => get<{ pathId?: number; lat?: number; lon?: number; radii?: number }>(`${base}queryRoundFence`, { vehicleId }),
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

/** A group's 出省 binding: `isAll` 1 reaches sub-groups, `isCover` 1 replaces vehicles' own bindings. */
export interface GroupRegionBinding {
  address: string;
  isAll: number;
  isCover: number;
}
