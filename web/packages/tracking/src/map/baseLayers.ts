// The base maps the server offers (GET /car/v4/api/address/mapConfig.json): the offline map always,
// online tile providers as configured, each with the coordinate system its tiles are drawn in. The
// server's default "auto" means: the first online provider whose tiles the browser reaches, else offline.
import { isFileDownload, type HttpClient } from '@chelian/core';
import type { Crs } from '../coords/coordSystems';
import { baseLayersTexts as texts } from '../texts';

export interface BaseLayerOption {
  id: string;
  name: string;
  crs: Crs;
  tiles: string[];
  overlayTiles: string[];
  attribution: string;
}

export interface MapConfig {
  defaultLayer: string;
  layers: BaseLayerOption[];
}

export const OFFLINE_LAYER: BaseLayerOption = { id: 'offline', name: texts.offline, crs: 'wgs84', tiles: [], overlayTiles: [], attribution: '' };

/**
 * Where the offline map's data is served: it ships once, with the car app's build
 * (apps/car/public/basemap, 19 MB), and every app's map reads it there (D120).
 */
export const OFFLINE_MAP_DATA_URL = '/child/car/basemap/';

export const MAP_CONFIG_PATH = '/car/v4/api/address/mapConfig.json';

/** The server's map configuration; the offline map alone when it cannot be read. */
export async function loadMapConfig(http: HttpClient): Promise<MapConfig> {
  try {
    const reply = await http.get<MapConfig>(MAP_CONFIG_PATH, undefined, { silent: true });
    if (!isFileDownload(reply) && Number(reply.flag) === 1 && reply.obj?.layers?.length) {
      const config = reply.obj;
      return config.defaultLayer === AUTO_LAYER ? { ...config, defaultLayer: await firstReachableLayer(config.layers, imageLoads) } : config;
    }
  } catch {
    // fall through to the offline map
  }
  return { defaultLayer: 'offline', layers: [OFFLINE_LAYER] };
}

/** mapConfig's defaultLayer when the console is to pick: the first reachable online layer. */
export const AUTO_LAYER = 'auto';
const PROBE_TIMEOUT_MS = 3000;

/** The URL of a tile over China (zoom 4) from a tile template ({z}/{x}/{y}, also inside WMTS queries). */
export function probeTileUrl(template: string): string {
  return template.replace('{z}', '4').replace('{x}', '13').replace('{y}', '6');
}

/** The id of the first online layer (in the server's order) one of whose tiles loads, else offline. */
export async function firstReachableLayer(layers: readonly BaseLayerOption[], loads: (url: string) => Promise<boolean>): Promise<string> {
  const online = layers.filter((l) => l.id !== OFFLINE_LAYER.id && l.tiles.length > 0);
  const reachable = await Promise.all(online.map((l) => loads(probeTileUrl(l.tiles[0]!)).catch(() => false)));
  return online.find((_, i) => reachable[i])?.id ?? OFFLINE_LAYER.id;
}

/** Whether the browser loads the image within PROBE_TIMEOUT_MS. */
function imageLoads(url: string): Promise<boolean> {
  if (typeof Image === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      img.onload = img.onerror = null;
      resolve(ok);
    };
    img.onload = () => done(true);
    img.onerror = () => done(false);
    img.src = url;
  });
}
