// The chosen base map of a map view: the offline map shipped with the app, or an online raster
// service (mapConfig.json). One place for the choice every map of the console makes.
import { OFFLINE_LAYER, type BaseLayerOption } from '../baseLayers';
import { loadTileManifest, OfflineBaseLayer } from './OfflineBaseLayer';
import { RasterBaseLayer } from './RasterBaseLayer';

export interface BaseMapLayerProps {
  layer: BaseLayerOption;
  /** The app's folder of the offline map data, e.g. `${import.meta.env.BASE_URL}basemap/`. */
  offlineDataUrl: string;
}

export function BaseMapLayer({ layer, offlineDataUrl }: BaseMapLayerProps) {
  if (layer.id === OFFLINE_LAYER.id) return <OfflineBaseLayer dataUrl={offlineDataUrl} />;
  return <RasterBaseLayer key={layer.id} id={layer.id} tiles={layer.tiles} overlayTiles={layer.overlayTiles} attribution={layer.attribution} />;
}

/**
 * Starts reading what a base map needs before its layer mounts: the offline map's manifest (a page
 * whose map waits for its first load asks early, issue 28). Online maps need nothing first.
 */
export function prefetchBaseMap(layerId: string, offlineDataUrl: string): void {
  if (layerId === OFFLINE_LAYER.id) loadTileManifest(offlineDataUrl).catch(() => undefined);
}
