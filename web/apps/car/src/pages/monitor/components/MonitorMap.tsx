// The monitoring centre's map: the chosen base map, the vehicles on the map (clustered when asked
// or above 1,000), live trails of followed vehicles, the info window of the focused vehicle, and
// the ruler / rectangle tools. Positions are WGS-84 and converted for the base map's system.
import { useMemo, type ReactNode } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import {
  BaseMapLayer,
  MapPopup,
  MapView,
  MeasureTool,
  RectangleTool,
  TrailLayer,
  VehicleLayer,
  alarmNames,
  markerImageId,
  markerShape,
  toMap,
  type BaseLayerOption,
  type MarkerState,
  type MonitorRow,
  type VehicleFeatures,
  type WgsBounds,
} from '@chelian/tracking';
import type { LonLat } from '../state/vehicleStore';
import type { MapTool } from './MapToolbar';

export const CHINA_CENTER: [number, number] = [108.5, 34.5];

function markerState(row: MonitorRow): MarkerState {
  if (alarmNames(row.B)) return 'alarm';
  if (row.Z === 1) return 'driving';
  if (row.Z === 2) return 'parked';
  return 'offline';
}

/** GeoJSON of the vehicles on the map (all but the focused one), in the base map's system. */
export function vehicleFeatures(rows: readonly MonitorRow[], onMap: ReadonlySet<number>, layer: BaseLayerOption, focusedId?: number): VehicleFeatures {
  const features: VehicleFeatures['features'] = [];
  for (const r of rows) {
    if (r.X === undefined || r.Y === undefined || !onMap.has(r.V) || r.V === focusedId) continue;
    features.push({
      type: 'Feature',
      id: r.V,
      geometry: { type: 'Point', coordinates: toMap([r.X, r.Y], layer.crs) },
      properties: {
        id: r.V,
        plate: r.P,
        course: r.F ?? 0,
        icon: markerImageId(markerShape(r.iconType), markerState(r)),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface MonitorMapProps {
  layer: BaseLayerOption;
  features: VehicleFeatures;
  focusedFeature: VehicleFeatures;
  cluster: boolean;
  trails: ReadonlyMap<number, LonLat[]>;
  trailVersion: number;
  focused: MonitorRow | undefined;
  popup: ReactNode;
  tool: MapTool;
  onVehicleClick: (id: number) => void;
  onPopupClose: () => void;
  onArea: (b: WgsBounds) => void;
  onMeasureEnd: () => void;
  onReady: (map: MaplibreMap) => void;
  /** Further layers and tools (fences, points, drawing). */
  overlays?: ReactNode;
}

export function MonitorMap(p: MonitorMapProps) {
  const crs = p.layer.crs;
  const trails = useMemo(
    () => [...p.trails.entries()].map(([id, pts]) => ({ id, points: pts.map((pt) => toMap(pt, crs)) })),
    // trailVersion changes whenever a trail grows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [p.trails, p.trailVersion, crs],
  );
  const focusedAt = p.focused?.X !== undefined && p.focused.Y !== undefined ? toMap([p.focused.X, p.focused.Y], crs) : undefined;
  return (
    <MapView center={CHINA_CENTER} zoom={4} onReady={p.onReady}>
      <BaseMapLayer layer={p.layer} offlineDataUrl={`${import.meta.env.BASE_URL}basemap/`} />
      {trails.map((t) => (
        <TrailLayer key={t.id} id={String(t.id)} points={t.points} />
      ))}
      <VehicleLayer data={p.features} focused={p.focusedFeature} cluster={p.cluster} onVehicleClick={p.onVehicleClick} />
      {p.focused && focusedAt && (
        <MapPopup key={p.focused.V} lngLat={focusedAt} onClose={p.onPopupClose}>
          {p.popup}
        </MapPopup>
      )}
      {p.tool === 'measure' && <MeasureTool crs={crs} onEnd={p.onMeasureEnd} />}
      {p.tool === 'area' && <RectangleTool crs={crs} onDone={p.onArea} />}
      {p.overlays}
    </MapView>
  );
}
