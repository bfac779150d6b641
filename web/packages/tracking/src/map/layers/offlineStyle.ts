// The offline base map's look: its vector sources and layers, read by the console (OfflineBaseLayer)
// and by the build's raster renderer (scripts/build-basemap-raster.mjs), which draws the low zooms
// into image tiles with these same layers. Plain data: no React, no map instance.
import type { AddLayerObject, ExpressionSpecification, SourceSpecification } from 'maplibre-gl';
import { WATER_DETAIL_ZOOM } from '../waterCells';
import CHINA_ZOOMS from './offlineChinaZooms.json';

export const WATER_COLOR = '#abd0f2';
/** The water is OpenStreetMap data (ODbL): its credit is shown on the map. */
export const WATER_ATTRIBUTION = '水系 © OpenStreetMap 贡献者';
const LAND_COLOR = '#fbfaf6';
const TEXT_FONT = ['Noto Sans CJK SC Regular'];

/** The vector tile sets cut at build time (scripts/build-basemap-tiles.mjs), each a source `offline-<set>`. */
export const OFFLINE_TILE_SETS = ['world', 'water', 'china'] as const;
export type OfflineTileSet = (typeof OFFLINE_TILE_SETS)[number];

/** tiles/manifest.txt (JSON: .json paths are API paths), written by the tile builder: each set's last zoom and bounds. */
export type VectorTileManifest = Record<OfflineTileSet, { maxzoom: number; bounds: [number, number, number, number] }>;

/** The sea under the offline map: water, and from the detail zoom the land (the detailed water is drawn on it). */
export const OFFLINE_SEA_COLOR: ExpressionSpecification = ['step', ['zoom'], WATER_COLOR, WATER_DETAIL_ZOOM, LAND_COLOR];

/** The vector sources, their tiles under `tilesUrl` (absolute: MapLibre's worker fetches them). */
export function offlineVectorSources(tilesUrl: string, manifest: VectorTileManifest): Record<string, SourceSpecification> {
  const sources: Record<string, SourceSpecification> = {};
  for (const set of OFFLINE_TILE_SETS) {
    const { maxzoom, bounds } = manifest[set];
    sources[`offline-${set}`] = {
      type: 'vector',
      tiles: [`${tilesUrl}${set}/{z}/{x}/{y}.pbf`],
      maxzoom,
      bounds,
      ...(set === 'water' ? { attribution: WATER_ATTRIBUTION } : {}),
    };
  }
  return sources;
}

/** The vector layers, bottom to top: land, countries' borders, water, China's borders, China's names. */
export function offlineVectorLayers(): AddLayerObject[] {
  return [
    // From the detail zoom the land is the background and the detailed water is drawn on it (the
    // countries' outlines are too coarse there: a coast 1 km off).
    {
      id: 'offline-world-fill',
      type: 'fill',
      source: 'offline-world',
      'source-layer': 'world',
      maxzoom: WATER_DETAIL_ZOOM,
      paint: { 'fill-color': ['case', ['==', ['get', 'china'], 1], LAND_COLOR, '#f4f1ea'] },
    },
    {
      id: 'offline-world-line',
      type: 'line',
      source: 'offline-world',
      'source-layer': 'world',
      filter: ['!=', ['get', 'china'], 1],
      paint: { 'line-color': '#b9b2a5', 'line-width': 0.6 },
    },
    { id: 'offline-water', type: 'fill', source: 'offline-water', 'source-layer': 'water', maxzoom: WATER_DETAIL_ZOOM, paint: { 'fill-color': WATER_COLOR } },
    borderLayer(3, '#d9d3c7', 0.5, CHINA_ZOOMS.border['3']),
    borderLayer(2, '#c3b9a8', 0.8, CHINA_ZOOMS.border['2']),
    borderLayer(1, '#a08f7a', 1.2, CHINA_ZOOMS.border['1']),
    borderLayer(0, '#8aa5bf', 1.0, CHINA_ZOOMS.border['0']),
    labelLayer(1, 13, CHINA_ZOOMS.label['1'], 7, '#5c4f3d'),
    labelLayer(2, 12, CHINA_ZOOMS.label['2'], 22, '#5c5c5c'),
    labelLayer(3, 11, CHINA_ZOOMS.label['3'], 22, '#7a7a7a'),
  ];
}

function borderLayer(level: number, color: string, width: number, minzoom: number): AddLayerObject {
  return {
    id: `offline-border-${level}`,
    type: 'line',
    source: 'offline-china',
    'source-layer': 'china',
    minzoom,
    filter: ['all', ['==', ['get', 'kind'], 'border'], ['==', ['get', 'level'], level]],
    paint: { 'line-color': color, 'line-width': width, ...(level === 3 ? { 'line-dasharray': [2, 2] } : {}) },
  };
}

function labelLayer(level: number, size: number, minzoom: number, maxzoom: number, color: string): AddLayerObject {
  return {
    id: `offline-label-${level}`,
    type: 'symbol',
    source: 'offline-china',
    'source-layer': 'china',
    minzoom,
    maxzoom,
    filter: ['all', ['==', ['get', 'kind'], 'label'], ['==', ['get', 'level'], level]],
    layout: { 'text-field': ['get', 'name'], 'text-size': size, 'text-font': TEXT_FONT, 'text-padding': 4 },
    paint: { 'text-color': color, 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
  };
}

/** The GL layer of the images (the console shows them as page elements unless the view is pitched). */
export const OFFLINE_RASTER_LAYER = 'offline-raster';

/** raster/manifest.txt, written by the raster renderer: the map drawn into image tiles of zooms 0 to maxzoom. */
export interface RasterTileManifest {
  maxzoom: number;
  tileSize: number;
}

/** The zoom from which the vector layers draw, below it the images (MapLibre rounds a raster's zoom: from there it would need the next tile zoom). */
export function vectorZoomFrom(raster: RasterTileManifest): number {
  return raster.maxzoom + 0.5;
}

/**
 * The layers of the offline map with its raster tiles: the images below the zoom where the next
 * tile zoom would be needed (MapLibre rounds a raster's zoom), the vector layers from there. The
 * vector sources are then not read at all at the low zooms (issue 28: no tiles parsed, no names
 * drawn, one shader instead of ten for a whole-country view).
 */
export function offlineLayersWithRaster(layers: AddLayerObject[], raster: RasterTileManifest): AddLayerObject[] {
  const vectorFrom = vectorZoomFrom(raster);
  return [
    { id: OFFLINE_RASTER_LAYER, type: 'raster', source: 'offline-raster', maxzoom: vectorFrom, paint: { 'raster-fade-duration': 0 } },
    ...layers.map((layer) => ({ ...layer, minzoom: Math.max(vectorFrom, ('minzoom' in layer ? layer.minzoom : undefined) ?? 0) }) as AddLayerObject),
  ];
}

/** The raster source, its images under `rasterUrl` (absolute). */
export function offlineRasterSource(rasterUrl: string, raster: RasterTileManifest): SourceSpecification {
  return { type: 'raster', tiles: [`${rasterUrl}{z}/{x}/{y}.webp`], tileSize: raster.tileSize, maxzoom: raster.maxzoom, attribution: WATER_ATTRIBUTION };
}
