// Bringing one asset into view on the monitor's map: the car's 监控中心 and the sub-apps' 实时定位
// (AssetMonitor) focus an asset the same way.
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { Crs } from '../coords/coordSystems';
import type { MonitorRow } from '../vehicle/monitorRow';
import { focusCamera } from './mapFeatures';
import type { VehicleStore } from './vehicleStore';

/** Puts `row` on the map (when it was left off) and eases the camera to it; false when it has no position. */
export function showOnMap(store: VehicleStore, map: MaplibreMap | null, row: MonitorRow, crs: Crs): boolean {
  if (!store.onMap.has(row.V)) store.setOnMap([row.V], true);
  const camera = focusCamera(row, crs, map?.getZoom() ?? 0);
  if (camera) map?.easeTo({ ...camera, duration: 600 });
  return camera !== undefined;
}
