// The alarm places as the previous console's API has them (v3-console-inventory §3.5) and the pure
// conversions between its rows and what the editor and the map hold: fence drafts and their save
// bodies, position points, home/company stay points, 二押点. Coordinates are WGS-84 both ways.
// The calls are in ../service.ts.
import type { FenceShape, LonLat, PlacePoint } from '@chelian/tracking';
import { fenceShape, type FenceRow } from '@chelian/tracking';
import { placeModelTexts as texts } from '../../../texts';

export const FENCE_KINDS = [
  { value: 1, label: texts.noEntry },
  { value: 0, label: texts.noExit },
  { value: 3, label: texts.speedLimit },
] as const;

export const LOCATION_TYPES = [
  { value: 1, label: texts.office },
  { value: 2, label: texts.factory },
  { value: 3, label: texts.parking },
  { value: 4, label: texts.home },
  { value: 5, label: texts.garage },
  { value: 6, label: texts.rental },
] as const;

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
  return { id: d.pathId ?? 0, name: d.pathName || texts.newFence, pathType: d.pathType, points: d.points, center: d.center, radius: d.radius };
}

/** '' when the draft can be saved, else what is missing (the server checks the same). */
export function draftError(d: FenceDraft): string {
  if (!d.pathName.trim()) return texts.nameRequired;
  if (d.pathType === 3 && d.points.length < 3) return texts.polygonRequired;
  if (d.pathType === 1 && (!d.center || !d.radius)) return texts.circleRequired;
  if (d.pathType === 1 && d.radius !== undefined && (d.radius < 200 || d.radius > 5000)) return texts.radiusRange;
  if (d.param === 3 && (d.speedLimit < 5 || d.speedLimit > 220)) return texts.speedRange;
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
  if (s.home) out.push({ id: 'home', name: texts.homeAddress, at: s.home, radius: s.homeRadius, color: '#52c41a' });
  if (s.company) out.push({ id: 'company', name: texts.companyAddress, at: s.company, radius: s.companyRadius, color: '#1677ff' });
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


/** A group's 出省 binding: `isAll` 1 reaches sub-groups, `isCover` 1 replaces vehicles' own bindings. */
export interface GroupRegionBinding {
  address: string;
  isAll: number;
  isCover: number;
}
