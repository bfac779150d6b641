// Geometry of the alarm places on the map: circles as polygons (a fence's 200–5000 m radius), the
// GeoJSON of fences and points in a base map's coordinate system, and the radius limits the
// server enforces. Coordinates in and out of the API are WGS-84.
import type { Feature, FeatureCollection } from 'geojson';
import { toMap, type Crs, type LonLat } from '../coords/coordSystems';

export const MIN_CIRCLE_RADIUS_M = 200;
export const MAX_CIRCLE_RADIUS_M = 5000;
const EARTH_RADIUS_M = 6_371_000;

/** The point `distance` metres from `from` along `bearing` degrees (clockwise from north). */
export function destination([lon, lat]: LonLat, bearing: number, distance: number): LonLat {
  const rad = Math.PI / 180;
  const d = distance / EARTH_RADIUS_M;
  const th = bearing * rad;
  const lat1 = lat * rad;
  const lon1 = lon * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(th));
  const lon2 = lon1 + Math.atan2(Math.sin(th) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [lon2 / rad, lat2 / rad];
}

/** A closed ring of `segments` points around `center` (WGS-84). */
export function circleRing(center: LonLat, radius: number, segments = 64): LonLat[] {
  const ring: LonLat[] = [];
  for (let i = 0; i < segments; i += 1) ring.push(destination(center, (360 * i) / segments, radius));
  ring.push(ring[0] as LonLat);
  return ring;
}

/** Clamps a drawn radius into the allowed range, rounded to 10 m. */
export function clampRadius(r: number): number {
  return Math.min(MAX_CIRCLE_RADIUS_M, Math.max(MIN_CIRCLE_RADIUS_M, Math.round(r / 10) * 10));
}

export interface FenceShape {
  id: number;
  name: string;
  /** 3 polygon, 1 circle. */
  pathType: number;
  /** Polygon vertices (WGS-84). */
  points?: LonLat[];
  center?: LonLat;
  radius?: number;
}

/** Fences as polygons in the base map's system, with their name and a `selected` flag. */
export function fenceFeatures(fences: readonly FenceShape[], crs: Crs, selectedId?: number): FeatureCollection {
  const features: Feature[] = [];
  for (const f of fences) {
    let ring: LonLat[] | undefined;
    if (f.pathType === 1 && f.center && f.radius) ring = circleRing(f.center, f.radius);
    else if (f.points && f.points.length >= 3) ring = [...f.points, f.points[0] as LonLat];
    if (!ring) continue;
    features.push({
      type: 'Feature',
      id: f.id,
      properties: { id: f.id, name: f.name, selected: f.id === selectedId ? 1 : 0 },
      geometry: { type: 'Polygon', coordinates: [ring.map((p) => toMap(p, crs))] },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface PlacePoint {
  id: string;
  name: string;
  at: LonLat;
  /** A circle drawn around the point (stay points 1000 m, second-mortgage points 50 m). */
  radius?: number;
  color?: string;
}

export function pointFeatures(points: readonly PlacePoint[], crs: Crs): FeatureCollection {
  const features: Feature[] = [];
  for (const p of points) {
    if (p.radius)
      features.push({
        type: 'Feature',
        properties: { kind: 'area', color: p.color ?? '#52c41a' },
        geometry: { type: 'Polygon', coordinates: [circleRing(p.at, p.radius, 48).map((q) => toMap(q, crs))] },
      });
    features.push({
      type: 'Feature',
      properties: { kind: 'point', name: p.name, color: p.color ?? '#52c41a' },
      geometry: { type: 'Point', coordinates: toMap(p.at, crs) },
    });
  }
  return { type: 'FeatureCollection', features };
}
