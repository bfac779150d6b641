// Coordinate systems of Chinese maps (gcoord): positions are stored in WGS-84 and converted for the
// base map in use — GCJ-02 for Amap, BD-09 for Baidu, none for the offline map, OSM and Tianditu.
import gcoord from 'gcoord';

export type Crs = 'wgs84' | 'gcj02' | 'bd09';

const SYSTEMS = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02, bd09: gcoord.BD09 } as const;

export type LonLat = [number, number];

/** China's bounding box of the coordinate helpers (R-CONST-3); outside it no offset applies. */
export const CHINA_BOUNDS = { minLon: 72.004, maxLon: 137.8347, minLat: 0.8293, maxLat: 55.8271 } as const;

export function inChina([lon, lat]: LonLat): boolean {
  return lon >= CHINA_BOUNDS.minLon && lon <= CHINA_BOUNDS.maxLon && lat >= CHINA_BOUNDS.minLat && lat <= CHINA_BOUNDS.maxLat;
}

/** Converts a point between systems; the same system returns the point unchanged. */
export function convert(point: LonLat, from: Crs, to: Crs): LonLat {
  if (from === to || !inChina(point)) return point;
  const [lon, lat] = gcoord.transform(point, SYSTEMS[from], SYSTEMS[to]);
  return [lon, lat];
}

/** A stored (WGS-84) position as drawn on a base map in `crs`. */
export function toMap(point: LonLat, crs: Crs): LonLat {
  return convert(point, 'wgs84', crs);
}

/** A point picked on a base map in `crs`, back to WGS-84 (area search, measuring). */
export function fromMap(point: LonLat, crs: Crs): LonLat {
  return convert(point, crs, 'wgs84');
}

/** Great-circle distance in metres on a sphere of radius 6,371,000 m (R-CONST-3). */
export function distanceM(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The [[west, south], [east, north]] box around `points` (MapLibre's fitBounds); undefined when empty. */
export function boundsOf(points: Iterable<LonLat>): [LonLat, LonLat] | undefined {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return w <= e ? [[w, s], [e, n]] : undefined;
}
