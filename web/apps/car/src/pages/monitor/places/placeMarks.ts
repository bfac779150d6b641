// What the place layers draw, from the place lists (pure): the saved fences (without the one in the
// editor), position points and 二押点 as marks, and the outline the map fits to a chosen fence.
import { circleRing, type FenceShape, type LonLat, type PlacePoint } from '@chelian/tracking';
import { fenceShape, type FenceRow } from '@chelian/tracking';
import type { LocationPoint, TwoChargePoint } from './placeModel';

export const POINT_COLOR = '#fa8c16';
export const TWO_CHARGE_COLOR = '#595959';

export function savedFenceShapes(fences: readonly FenceRow[], editingId: number | undefined): FenceShape[] {
  return fences.filter((f) => f.pathId !== editingId).map(fenceShape);
}

export function pointMarks(points: readonly LocationPoint[]): PlacePoint[] {
  return points.map((p) => ({ id: `p${p.id}`, name: p.name, at: [p.lon, p.lat] as LonLat, color: POINT_COLOR }));
}

export function twoChargeMarks(points: readonly TwoChargePoint[]): PlacePoint[] {
  return points.map((p) => ({ id: `t${p.chargeId}`, name: p.name, at: [p.lon, p.lat] as LonLat, radius: p.radius, color: TWO_CHARGE_COLOR }));
}

/** The outline the map fits to when a fence is chosen: a circle's ring, or the polygon. */
export function fenceOutline(f: FenceRow): LonLat[] {
  const s = fenceShape(f);
  return s.pathType === 1 && s.center && s.radius ? circleRing(s.center, s.radius, 16) : (s.points ?? []);
}
