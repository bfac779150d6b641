// The offline base map: world countries (the land), water (sea, lakes, wide rivers; an overview, then
// pre-cut detail from zoom 9) and China's coast, provinces, cities and districts with Chinese names,
// from the data shipped with the app (scripts/build-basemap.mjs, build-basemap-water.mjs), in WGS-84,
// read as vector tiles cut at build time (scripts/build-basemap-tiles.mjs): nothing is tiled here.
import { useEffect } from 'react';
import type { AddLayerObject, Map as MaplibreMap } from 'maplibre-gl';
import { useMap, SLOT_BASE } from '../mapContext';
import { WATER_DETAIL_ZOOM } from '../waterCells';
import { followWaterCells, WATER_ATTRIBUTION, WATER_COLOR } from './offlineWaterCells';
import CHINA_ZOOMS from './offlineChinaZooms.json';

export interface OfflineBaseLayerProps {
  /** Folder holding tiles/, china.geojson, world.geojson and water/ (.json paths are API paths on our server), e.g. /child/car/basemap/. */
  dataUrl: string;
}

/** tiles/manifest.txt (JSON: .json paths are API paths), written by the tile builder: each tile set's last zoom and bounds. */
export type TileManifest = Record<'world' | 'water' | 'china', { maxzoom: number; bounds: [number, number, number, number] }>;

const TEXT_FONT = ['Noto Sans CJK SC Regular'];
const LAND_COLOR = '#fbfaf6';
/** MapView's background layer (the sea under every base map). */
const SEA_LAYER = 'sea';
const SOURCES = ['world', 'water', 'china'] as const;

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

/**
 * The tile manifest of a data folder, fetched once per page. A page may ask for it before its map
 * draws (the monitor, while its first load runs), so the sources are added as soon as the map may
 * draw (issue 28). A failed fetch is forgotten: the next layer asks again.
 */
export function loadTileManifest(dataUrl: string): Promise<TileManifest> {
  const known = manifests.get(dataUrl);
  if (known) return known;
  const loading = fetch(`${dataUrl}tiles/manifest.txt`).then((r) =>
    r.ok ? (r.json() as Promise<TileManifest>) : Promise.reject(new Error(String(r.status))),
  );
  manifests.set(dataUrl, loading);
  loading.catch(() => manifests.delete(dataUrl));
  return loading;
}

/** The tile URL template of one set (absolute: tiles are fetched by MapLibre's worker). */
export function tileUrl(dataUrl: string, set: string, base = window.location.href): string {
  return `${new URL(`${dataUrl}tiles/${set}/`, base).href}{z}/{x}/{y}.pbf`;
}

/** Adds the sources and layers; returns the function that removes them. */
function addOfflineMap(map: MaplibreMap, dataUrl: string, manifest: TileManifest): () => void {
  for (const set of SOURCES) {
    const { maxzoom, bounds } = manifest[set];
    map.addSource(`offline-${set}`, {
      type: 'vector',
      tiles: [tileUrl(dataUrl, set)],
      maxzoom,
      bounds,
      ...(set === 'water' ? { attribution: WATER_ATTRIBUTION } : {}),
    });
  }
  const layers: AddLayerObject[] = [
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
  for (const layer of layers) map.addLayer(layer, SLOT_BASE);
  const sea = map.getLayer(SEA_LAYER) ? map.getPaintProperty(SEA_LAYER, 'background-color') : undefined;
  if (sea !== undefined) map.setPaintProperty(SEA_LAYER, 'background-color', ['step', ['zoom'], WATER_COLOR, WATER_DETAIL_ZOOM, LAND_COLOR]);
  const stopWater = followWaterCells(map, `${dataUrl}water/`, 'offline-border-3');
  return () => {
    stopWater();
    if (sea !== undefined && map.getLayer(SEA_LAYER)) map.setPaintProperty(SEA_LAYER, 'background-color', sea);
    for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
    for (const set of SOURCES) if (map.getSource(`offline-${set}`)) map.removeSource(`offline-${set}`);
  };
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
