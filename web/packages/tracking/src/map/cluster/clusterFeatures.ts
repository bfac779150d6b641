// Between a point layer's features and the clusterer (pure): the points to cluster, the view to
// cluster for (the whole-number zoom and the area a view around the screen on each side), whether a
// view is still covered by the last clustering, and the features of a result — the points shown
// alone as they came, each cluster a point with point_count, as MapLibre's own clusters have them.
import type { Feature, FeatureCollection, GeoJsonProperties, Point } from 'geojson';
import { CLUSTER_STRIDE, type ClusterPointsInput, type ClusterResult, type ClusterView, type DegreeBounds } from './clusterPoints';

export interface ClusterProps {
  cluster: true;
  /** The feature's id, for the click that opens it (clusterBox). */
  cluster_id: number | string;
  point_count: number;
  point_count_abbreviated: string;
}

/** The points of a collection, in its order. */
export function pointsOf(collection: FeatureCollection<Point>): ClusterPointsInput {
  const n = collection.features.length;
  const lon = new Float64Array(n);
  const lat = new Float64Array(n);
  collection.features.forEach((f, i) => {
    lon[i] = f.geometry.coordinates[0]!;
    lat[i] = f.geometry.coordinates[1]!;
  });
  return { lon, lat };
}

/** A count as the cluster circles show it: 999, 1.2k, 13k. */
export function abbreviatedCount(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(count);
}

/**
 * The view to cluster for: the whole-number zoom (a radius of 0 above `maxZoom`) and the visible
 * area widened by its own size on every side, so a pan within that needs no new clustering.
 */
export function clusterViewOf(zoom: number, visible: DegreeBounds, radiusPx: number, maxZoom: number): ClusterView {
  const [west, south, east, north] = visible;
  const w = east - west;
  const h = north - south;
  const z = Math.floor(zoom);
  return { zoom: z, radiusPx: z > maxZoom ? 0 : radiusPx, bounds: [west - w, Math.max(-90, south - h), east + w, Math.min(90, north + h)] };
}

/** Whether a clustering made for `done` still serves the view `now` (same zoom, area inside). */
export function viewCovered(done: ClusterView, now: ClusterView, visible: DegreeBounds): boolean {
  if (done.zoom !== now.zoom || done.radiusPx !== now.radiusPx) return false;
  if (!done.bounds) return true;
  const [w, s, e, n] = done.bounds;
  return visible[0] >= w && visible[1] >= s && visible[2] <= e && visible[3] <= n;
}

/** Cluster ids start here, above any point's id (vector tiles carry ids as unsigned integers). */
export const CLUSTER_ID_BASE = 2 ** 40;

/** The id of a cluster feature, from its first point's id (stable from one clustering to the next). */
function clusterId(seed: Feature<Point>, index: number): number | string {
  return typeof seed.id === 'number' && seed.id >= 0 && seed.id < CLUSTER_ID_BASE ? CLUSTER_ID_BASE + seed.id : `c${seed.id ?? index}`;
}

/**
 * The features of a clustering of `items`: the clusters (with the box of their members, by cluster
 * id) and the points alone, the latter the very objects of `items`.
 */
export function clusterFeatures<P extends GeoJsonProperties>(
  result: ClusterResult,
  items: FeatureCollection<Point, P>,
): { collection: FeatureCollection<Point, P | ClusterProps>; boxes: Map<number | string, DegreeBounds> } {
  const features: Array<Feature<Point, P | ClusterProps>> = [];
  const boxes = new Map<number | string, DegreeBounds>();
  const c = result.clusters;
  for (let o = 0; o + CLUSTER_STRIDE <= c.length; o += CLUSTER_STRIDE) {
    const seed = items.features[c[o + 7]!];
    if (!seed) continue;
    const id = clusterId(seed, o / CLUSTER_STRIDE);
    const count = c[o + 2]!;
    boxes.set(id, [c[o + 3]!, c[o + 4]!, c[o + 5]!, c[o + 6]!]);
    features.push({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [c[o]!, c[o + 1]!] },
      properties: { cluster: true, cluster_id: id, point_count: count, point_count_abbreviated: abbreviatedCount(count) },
    });
  }
  for (const i of result.singles) {
    const f = items.features[i];
    if (f) features.push(f);
  }
  return { collection: { type: 'FeatureCollection', features }, boxes };
}

/** How many points a collection stands for (a cluster counts its members). */
export function pointsShown(collection: FeatureCollection<Point>): number {
  let n = 0;
  for (const f of collection.features) n += Number((f.properties as Partial<ClusterProps> | null)?.point_count ?? 1);
  return n;
}
