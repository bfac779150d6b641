// The monitoring centre's map: the chosen base map, the vehicles on the map (clustered when asked
// or above 1,000), live trails of followed vehicles, the info window of the focused vehicle, and
// the ruler / rectangle tools. Positions are WGS-84 and converted for the base map's system.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { BaseMapLayer, prefetchBaseMap } from '../map/layers/BaseMapLayer';
import { MapPopup } from '../map/MapPopup';
import { MapView } from '../map/MapView';
import { CHINA_CENTER } from '../map/mapContext';
import { MeasureTool } from '../map/tools/MeasureTool';
import { RectangleTool, type WgsBounds } from '../map/tools/RectangleTool';
import { TrailLayer } from '../map/layers/TrailLayer';
import { VehicleLayer, type VehicleFeatures } from '../map/layers/VehicleLayer';
import { toMap } from '../coords/coordSystems';
import { OFFLINE_MAP_DATA_URL, type BaseLayerOption } from '../map/baseLayers';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { LonLat } from '../coords/coordSystems';
import { trailLines } from './mapFeatures';

/** The map tool in use: none, the ruler, or the rectangle of an area search. */
export type MapTool = 'none' | 'measure' | 'area';

export interface MonitorMapProps {
  layer: BaseLayerOption;
  features: VehicleFeatures;
  focusedFeature: VehicleFeatures;
  cluster: boolean;
  /** Live trails of followed assets (none: no trails) and a number that changes when one grows. */
  trails?: ReadonlyMap<number, LonLat[]>;
  trailVersion?: number;
  focused: MonitorRow | undefined;
  popup: ReactNode;
  /** The ruler or the rectangle of an area search (absent: none). */
  tool?: MapTool;
  onVehicleClick: (id: number) => void;
  onPopupClose: () => void;
  onArea?: (b: WgsBounds) => void;
  onMeasureEnd?: () => void;
  onReady: (map: MaplibreMap) => void;
  /** The number of vehicles the map's source holds, after each change (the benchmark reads it). */
  onShown?: (vehicles: number) => void;
  /** Further layers and tools (fences, points, drawing). */
  overlays?: ReactNode;
  /**
   * While true (the first load in parts) the map is made but gets no layer: its work would slow the
   * load. Its drawing is held until the vehicles are given to it (below), so the base map and the
   * vehicles come in one frame (issue 28, D169).
   */
  waiting?: boolean;
}

const NO_TRAILS: ReadonlyMap<number, LonLat[]> = new Map();

export function MonitorMap(p: MonitorMapProps) {
  const crs = p.layer.crs;
  const trails = useMemo(
    () => trailLines(p.trails ?? NO_TRAILS, crs),
    // trailVersion changes whenever a trail grows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [p.trails, p.trailVersion, crs],
  );
  // What the base map needs is read while the first load runs, so its tiles are asked for in the
  // map's first frame after it (issue 28).
  const layerId = p.layer.id;
  useEffect(() => prefetchBaseMap(layerId, OFFLINE_MAP_DATA_URL), [layerId]);
  // The map draws nothing until its vehicles are first given to it, then once with everything
  // loaded: the base map and the vehicles in one frame, not one frame per source (issue 28).
  const [vehiclesShown, setVehiclesShown] = useState(false);
  const pageShown = p.onShown;
  const onShown = useCallback(
    (vehicles: number) => {
      setVehiclesShown(true); // the same value again: React renders nothing
      pageShown?.(vehicles);
    },
    [pageShown],
  );
  const focusedAt = p.focused?.X !== undefined && p.focused.Y !== undefined ? toMap([p.focused.X, p.focused.Y], crs) : undefined;
  return (
    <MapView center={CHINA_CENTER} zoom={4} onReady={p.onReady} holdDrawing={!vehiclesShown}>
      {!p.waiting && (
        <>
          <BaseMapLayer layer={p.layer} offlineDataUrl={OFFLINE_MAP_DATA_URL} />
          {trails.map((t) => (
            <TrailLayer key={t.id} id={String(t.id)} points={t.points} />
          ))}
          <VehicleLayer data={p.features} focused={p.focusedFeature} cluster={p.cluster} onVehicleClick={p.onVehicleClick} onShown={onShown} />
          {p.focused && focusedAt && (
            <MapPopup key={p.focused.V} lngLat={focusedAt} onClose={p.onPopupClose}>
              {p.popup}
            </MapPopup>
          )}
          {p.tool === 'measure' && <MeasureTool crs={crs} onEnd={p.onMeasureEnd ?? (() => undefined)} />}
          {p.tool === 'area' && p.onArea && <RectangleTool crs={crs} onDone={p.onArea} />}
          {p.overlays}
        </>
      )}
    </MapView>
  );
}
