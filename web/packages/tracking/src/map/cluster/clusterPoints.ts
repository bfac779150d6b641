// Clusters points for one zoom level (pure): each point joins the nearest cluster seed within the
// radius (screen pixels at that zoom), else seeds a cluster of its own — the grid-greedy way of the
// Chinese web maps' marker clusterers, in one pass over a hash of cells (issue 28: one level, not the
// whole hierarchy of a tree index, which took ~1 s for 50,000 vehicles on every update).

/** Points as two parallel arrays of WGS-84 / map degrees. */
export interface ClusterPointsInput {
  lon: Float64Array;
  lat: Float64Array;
}

/** [west, south, east, north] in degrees. */
export type DegreeBounds = readonly [number, number, number, number];

/** The view a clustering is for: the zoom, the radius (0: none) and the area (absent: everywhere). */
export interface ClusterView {
  zoom: number;
  radiusPx: number;
  bounds?: DegreeBounds;
}

/** Floats per cluster in ClusterResult.clusters. */
export const CLUSTER_STRIDE = 8;

export interface ClusterResult {
  /**
   * Per cluster of two or more points, CLUSTER_STRIDE numbers: centre lon, centre lat, count, the
   * members' west, south, east, north, and the index of its first point (its seed).
   */
  clusters: Float64Array;
  /** Indices of the points shown alone. */
  singles: Int32Array;
}

/** Pixels of the whole world at zoom 0 (MapLibre's tile size). */
const WORLD_PX = 512;
/** Mercator's latitude limit. */
const MAX_LAT = 85.051129;

/**
 * Clusters the points inside `bounds` (all without) at `zoom` with a `radiusPx` pixel radius. Points
 * outside the bounds are left out of the result; points are visited in their order, so the same
 * input gives the same clusters. A radius of 0 leaves every point alone.
 */
export function clusterPoints(input: ClusterPointsInput, zoom: number, radiusPx: number, bounds?: DegreeBounds): ClusterResult {
  const n = Math.min(input.lon.length, input.lat.length);
  const [west, south, east, north] = bounds ?? [-Infinity, -Infinity, Infinity, Infinity];
  const inside = (i: number) => input.lon[i]! >= west && input.lon[i]! <= east && input.lat[i]! >= south && input.lat[i]! <= north;
  if (!(radiusPx > 0)) {
    const alone: number[] = [];
    for (let i = 0; i < n; i++) if (inside(i)) alone.push(i);
    return { clusters: new Float64Array(0), singles: Int32Array.from(alone) };
  }
  const world = WORLD_PX * 2 ** Math.floor(zoom);
  const r2 = radiusPx * radiusPx;
  // Seeds: pixel position, then the running sums and box of their members.
  const seedX: number[] = [];
  const seedY: number[] = [];
  const first: number[] = [];
  const count: number[] = [];
  const sumLon: number[] = [];
  const sumLat: number[] = [];
  const box: number[] = [];
  const cells = new Map<number, number[]>();
  // Cell keys: x * rows + y, exact for any radius of 16 px or more up to zoom 18 (below 2^53).
  const rows = Math.ceil(world / radiusPx) + 2;
  for (let i = 0; i < n; i++) {
    if (!inside(i)) continue;
    const lon = input.lon[i]!;
    const lat = input.lat[i]!;
    const x = ((lon + 180) / 360) * world;
    const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
    const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
    const cx = Math.floor(x / radiusPx);
    const cy = Math.floor(y / radiusPx);
    let best = -1;
    let bestD = r2;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const seeds = cells.get((cx + dx) * rows + cy + dy);
        if (!seeds) continue;
        for (const s of seeds) {
          const ex = seedX[s]! - x;
          const ey = seedY[s]! - y;
          const d = ex * ex + ey * ey;
          if (d <= bestD) {
            bestD = d;
            best = s;
          }
        }
      }
    }
    if (best < 0) {
      best = seedX.length;
      seedX.push(x);
      seedY.push(y);
      first.push(i);
      count.push(0);
      sumLon.push(0);
      sumLat.push(0);
      box.push(lon, lat, lon, lat);
      const key = cx * rows + cy;
      const inCell = cells.get(key);
      if (inCell) inCell.push(best);
      else cells.set(key, [best]);
    }
    count[best]! += 1;
    sumLon[best]! += lon;
    sumLat[best]! += lat;
    const b = best * 4;
    if (lon < box[b]!) box[b] = lon;
    if (lat < box[b + 1]!) box[b + 1] = lat;
    if (lon > box[b + 2]!) box[b + 2] = lon;
    if (lat > box[b + 3]!) box[b + 3] = lat;
  }
  let grouped = 0;
  for (const c of count) if (c > 1) grouped += 1;
  const clusters = new Float64Array(grouped * CLUSTER_STRIDE);
  const singles = new Int32Array(seedX.length - grouped);
  let ci = 0;
  let si = 0;
  for (let s = 0; s < seedX.length; s++) {
    const c = count[s]!;
    if (c === 1) {
      singles[si++] = first[s]!;
      continue;
    }
    const o = ci * CLUSTER_STRIDE;
    clusters[o] = sumLon[s]! / c;
    clusters[o + 1] = sumLat[s]! / c;
    clusters[o + 2] = c;
    for (let k = 0; k < 4; k++) clusters[o + 3 + k] = box[s * 4 + k]!;
    clusters[o + 7] = first[s]!;
    ci += 1;
  }
  return { clusters, singles };
}
