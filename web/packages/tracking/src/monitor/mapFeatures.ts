// What the monitor's map draws, from the vehicle rows (pure): the markers of the vehicles on the map
// in the base map's coordinate system, the followed vehicles' trails, and where the camera goes when
// a vehicle is focused.
import { alarmNames } from '../vehicle/alarmLabels';
import { markerImageId, markerShape, type MarkerState } from '../map/layers/markerImages';
import { toMap, type Crs } from '../coords/coordSystems';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { VehicleFeatures } from '../map/layers/VehicleLayer';
import type { LonLat } from '../coords/coordSystems';

/** The marker's colour: an alarm first, then driving, parked, offline. */
export function markerState(row: MonitorRow): MarkerState {
  if (alarmNames(row.B)) return 'alarm';
  if (row.Z === 1) return 'driving';
  if (row.Z === 2) return 'parked';
  return 'offline';
}

type VehicleFeature = VehicleFeatures['features'][number];

/**
 * Each row's feature, kept while the row object lives: the store replaces only the rows that
 * changed, so a redraw of 50,000 vehicles builds (and converts the coordinates of) only those.
 */
const featureOfRow = new WeakMap<MonitorRow, { crs: Crs; shapeOf: (iconType: number) => 'arrow' | 'pin'; feature: VehicleFeature }>();

function rowFeature(r: MonitorRow & { X: number; Y: number }, crs: Crs, shapeOf: (iconType: number) => 'arrow' | 'pin'): VehicleFeature {
  const kept = featureOfRow.get(r);
  if (kept && kept.crs === crs && kept.shapeOf === shapeOf) return kept.feature;
  const feature: VehicleFeature = {
    type: 'Feature',
    id: r.V,
    geometry: { type: 'Point', coordinates: toMap([r.X, r.Y], crs) },
    properties: {
      id: r.V,
      plate: r.P,
      course: r.F ?? 0,
      icon: markerImageId(shapeOf(r.iconType), markerState(r)),
    },
  };
  featureOfRow.set(r, { crs, shapeOf, feature });
  return feature;
}

/** GeoJSON of the vehicles on the map (all but the focused one), in the base map's system. */
export function vehicleFeatures(
  rows: readonly MonitorRow[],
  onMap: ReadonlySet<number>,
  crs: Crs,
  focusedId?: number,
  shapeOf: (iconType: number) => 'arrow' | 'pin' = markerShape,
): VehicleFeatures {
  const features: VehicleFeature[] = [];
  for (const r of rows) {
    if (r.X === undefined || r.Y === undefined || !onMap.has(r.V) || r.V === focusedId) continue;
    features.push(rowFeature(r as MonitorRow & { X: number; Y: number }, crs, shapeOf));
  }
  return { type: 'FeatureCollection', features };
}

/** The focused vehicle alone, as its own layer's data (empty when it has no position). */
export function focusedFeature(focused: MonitorRow | undefined, crs: Crs, shapeOf: (iconType: number) => 'arrow' | 'pin' = markerShape): VehicleFeatures {
  return vehicleFeatures(focused ? [focused] : [], new Set(focused ? [focused.V] : []), crs, undefined, shapeOf);
}

/** The followed vehicles' trails in the base map's system. */
export function trailLines(trails: ReadonlyMap<number, readonly LonLat[]>, crs: Crs): Array<{ id: number; points: LonLat[] }> {
  return [...trails.entries()].map(([id, pts]) => ({ id, points: pts.map((pt) => toMap(pt, crs)) }));
}

/** Where the camera goes for a focused vehicle: its position, at street level at least; none without a fix. */
export function focusCamera(row: MonitorRow, crs: Crs, zoom: number): { center: LonLat; zoom: number } | undefined {
  if (row.X === undefined || row.Y === undefined) return undefined;
  return { center: toMap([row.X, row.Y], crs), zoom: Math.max(zoom, 14) };
}
