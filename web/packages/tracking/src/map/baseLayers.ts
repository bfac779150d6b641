// The base maps the server offers (GET /car/v4/api/address/mapConfig.json): the offline map always,
// online tile providers as configured, each with the coordinate system its tiles are drawn in.
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

export const MAP_CONFIG_PATH = '/car/v4/api/address/mapConfig.json';

/** The server's map configuration; the offline map alone when it cannot be read. */
export async function loadMapConfig(http: HttpClient): Promise<MapConfig> {
  try {
    const reply = await http.get<MapConfig>(MAP_CONFIG_PATH, undefined, { silent: true });
    if (!isFileDownload(reply) && Number(reply.flag) === 1 && reply.obj?.layers?.length) return reply.obj;
  } catch {
    // fall through to the offline map
  }
  return { defaultLayer: 'offline', layers: [OFFLINE_LAYER] };
}
