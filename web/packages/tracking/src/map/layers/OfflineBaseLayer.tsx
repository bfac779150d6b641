// The offline base map: world countries (the land), water (sea, lakes, wide rivers; an overview, then
// pre-cut detail from zoom 9) and China's coast, provinces, cities and districts with Chinese names,
// from the data shipped with the app (scripts/build-basemap.mjs, build-basemap-water.mjs), in WGS-84.
// Nothing is tiled here: the low zooms are images drawn at build time (build-basemap-raster.mjs),
// shown under the canvas (rasterUnderlay.ts), the others vector tiles cut at build time
// (build-basemap-tiles.mjs); the look is offlineStyle.ts.
import { useEffect } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useMap, SLOT_BASE } from '../mapContext';
import { followWaterCells } from './offlineWaterCells';
import { attachRasterUnderlay } from './rasterUnderlay';
import {
  OFFLINE_RASTER_LAYER,
  OFFLINE_SEA_COLOR,
  WATER_COLOR,
  offlineLayersWithRaster,
  offlineRasterSource,
  offlineVectorLayers,
  offlineVectorSources,
  vectorZoomFrom,
  type RasterTileManifest,
  type VectorTileManifest,
} from './offlineStyle';

export interface OfflineBaseLayerProps {
  /** Folder holding tiles/, raster/, china.geojson, world.geojson and water/ (.json paths are API paths on our server), e.g. /child/car/basemap/. */
  dataUrl: string;
}

/** What the builders wrote: the vector tile sets, and the raster tiles when they were drawn. */
export interface TileManifest {
  vector: VectorTileManifest;
  raster?: RasterTileManifest;
}

/** MapView's background layer (the sea under every base map). */
const SEA_LAYER = 'sea';

export function OfflineBaseLayer({ dataUrl }: OfflineBaseLayerProps) {
  const map = useMap();
  useEffect(() => {
    if (!map) return undefined;
    let remove: (() => void) | undefined;
    let cancelled = false;
    loadTileManifest(dataUrl)
      .then((manifest) => {
        if (!cancelled) remove = addOfflineMap(map, dataUrl, manifest);
      })
      .catch(() => console.warn('离线底图数据缺失：', `${dataUrl}tiles/manifest.txt`));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [map, dataUrl]);
  return null;
}

const manifests = new Map<string, Promise<TileManifest>>();

/** A builder's manifest.txt (JSON: .json paths are API paths on our server). */
async function readManifest<T>(url: string): Promise<T> {
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(String(reply.status));
  return (await reply.json()) as T;
}

/**
 * The tile manifests of a data folder, fetched once per page. A page may ask for them before its map
 * draws (the monitor, while its first load runs), so the sources are added as soon as the map may
 * draw (issue 28). A failed fetch of the vector manifest is forgotten: the next layer asks again.
 * Without raster tiles (a build that drew none) the vector tiles serve every zoom.
 */
export function loadTileManifest(dataUrl: string): Promise<TileManifest> {
  const known = manifests.get(dataUrl);
  if (known) return known;
  const raster = readManifest<RasterTileManifest>(`${dataUrl}raster/manifest.txt`).catch(() => undefined);
  const loading = Promise.all([readManifest<VectorTileManifest>(`${dataUrl}tiles/manifest.txt`), raster]).then(([vector, images]) => ({
    vector,
    ...(images ? { raster: images } : {}),
  }));
  manifests.set(dataUrl, loading);
  loading.catch(() => manifests.delete(dataUrl));
  return loading;
}

/** The absolute URL of a folder under `dataUrl` (tiles are fetched by MapLibre's worker). */
function folderUrl(dataUrl: string, folder: string, base = window.location.href): string {
  return new URL(`${dataUrl}${folder}/`, base).href;
}

/** Adds the sources and layers; returns the function that removes them. */
function addOfflineMap(map: MaplibreMap, dataUrl: string, manifest: TileManifest): () => void {
  const sources = offlineVectorSources(folderUrl(dataUrl, 'tiles'), manifest.vector);
  if (manifest.raster) sources['offline-raster'] = offlineRasterSource(folderUrl(dataUrl, 'raster'), manifest.raster);
  for (const [id, source] of Object.entries(sources)) map.addSource(id, source);
  const layers = manifest.raster ? offlineLayersWithRaster(offlineVectorLayers(), manifest.raster) : offlineVectorLayers();
  for (const layer of layers) map.addLayer(layer, SLOT_BASE);
  const sea = map.getLayer(SEA_LAYER) ? map.getPaintProperty(SEA_LAYER, 'background-color') : undefined;
  if (sea !== undefined) map.setPaintProperty(SEA_LAYER, 'background-color', OFFLINE_SEA_COLOR);
  const stopWater = followWaterCells(map, `${dataUrl}water/`, 'offline-border-3');
  const stopImages = manifest.raster ? showImagesUnder(map, folderUrl(dataUrl, 'raster'), manifest.raster) : undefined;
  return () => {
    stopImages?.();
    stopWater();
    if (sea !== undefined && map.getLayer(SEA_LAYER)) map.setPaintProperty(SEA_LAYER, 'background-color', sea);
    for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
    for (const id of Object.keys(sources)) if (map.getSource(id)) map.removeSource(id);
  };
}

/**
 * The low zooms' images as page elements under the canvas (rasterUnderlay.ts): the GL raster layer
 * and the sea draw only from the vector zooms, until a pitched view asks for the images in GL.
 */
function showImagesUnder(map: MaplibreMap, rasterUrl: string, raster: RasterTileManifest): () => void {
  const inGl = (yes: boolean) => {
    if (map.getLayer(OFFLINE_RASTER_LAYER)) map.setLayoutProperty(OFFLINE_RASTER_LAYER, 'visibility', yes ? 'visible' : 'none');
    if (map.getLayer(SEA_LAYER)) map.setLayerZoomRange(SEA_LAYER, yes ? 0 : vectorZoomFrom(raster), 24);
  };
  const stop = attachRasterUnderlay(map, rasterUrl, raster, WATER_COLOR, inGl);
  return () => {
    stop();
    if (map.getLayer(SEA_LAYER)) map.setLayerZoomRange(SEA_LAYER, 0, 24);
  };
}
