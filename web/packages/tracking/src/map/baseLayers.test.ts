import { describe, expect, it } from 'vitest';
import { firstReachableLayer, OFFLINE_LAYER, probeTileUrl, type BaseLayerOption } from './baseLayers';

const online = (id: string, tile: string): BaseLayerOption => ({ id, name: id, crs: 'wgs84', tiles: [tile], overlayTiles: [], attribution: '' });
const osm = online('osm', 'https://osm.test/{z}/{x}/{y}.png');
const tdt = online('tianditu', 'https://tdt.test/vec_w/wmts?TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=k');

describe('base map choice (mapConfig defaultLayer "auto")', () => {
  it('issue 30 probes a tile over China in both template forms', () => {
    expect(probeTileUrl(osm.tiles[0]!)).toBe('https://osm.test/4/13/6.png');
    expect(probeTileUrl(tdt.tiles[0]!)).toBe('https://tdt.test/vec_w/wmts?TILEMATRIX=4&TILEROW=6&TILECOL=13&tk=k');
  });

  it('issue 30 opens on the first reachable online layer in the server order, else offline', async () => {
    const layers = [OFFLINE_LAYER, osm, tdt];
    expect(await firstReachableLayer(layers, (url) => Promise.resolve(url.includes('tdt')))).toBe('tianditu');
    expect(await firstReachableLayer(layers, () => Promise.resolve(true))).toBe('osm');
    expect(await firstReachableLayer(layers, () => Promise.resolve(false))).toBe('offline');
    expect(await firstReachableLayer(layers, () => Promise.reject(new Error('x')))).toBe('offline');
    expect(await firstReachableLayer([OFFLINE_LAYER], () => Promise.resolve(true))).toBe('offline');
  });
});
