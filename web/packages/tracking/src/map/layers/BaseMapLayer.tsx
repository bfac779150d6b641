// The chosen base map of a map view: the offline map shipped with the app, or an online raster
// service (mapConfig.json). One place for the choice every map of the console makes.
import type { BaseLayerOption } from '../baseLayers';
import { OfflineBaseLayer } from './OfflineBaseLayer';
import { RasterBaseLayer } from './RasterBaseLayer';

export interface BaseMapLayerProps {
  layer: BaseLayerOption;
  /** The app's folder of the offline map data, e.g. `${import.meta.env.BASE_URL}basemap/`. */
  offlineDataUrl: string;
}

export function BaseMapLayer({ layer, offlineDataUrl }: BaseMapLayerProps) {
  if (layer.id === 'offline') return <OfflineBaseLayer dataUrl={offlineDataUrl} />;
  return <RasterBaseLayer key={layer.id} id={layer.id} tiles={layer.tiles} overlayTiles={layer.overlayTiles} attribution={layer.attribution} />;
}
