// The offline map's look with and without its raster tiles: the images serve the zooms they were
// drawn for (to the half zoom where MapLibre would round to the next tile zoom), the vector layers
// every zoom after, each keeping a later first zoom of its own.
import { describe, expect, it } from 'vitest';
import { offlineLayersWithRaster, offlineRasterSource, offlineVectorLayers, offlineVectorSources } from './offlineStyle';

const minzoom = (layer: object): number | undefined => (layer as { minzoom?: number }).minzoom;

describe('offlineLayersWithRaster', () => {
  it('draws the images below the raster’s last zoom + 0.5 and the vector layers from there', () => {
    const vector = offlineVectorLayers();
    const layers = offlineLayersWithRaster(vector, { maxzoom: 4, tileSize: 512 });
    expect(layers[0]).toMatchObject({ id: 'offline-raster', type: 'raster', source: 'offline-raster', maxzoom: 4.5 });
    expect(layers.slice(1).map((l) => l.id)).toEqual(vector.map((l) => l.id));
    for (const [i, layer] of layers.slice(1).entries()) {
      expect(minzoom(layer)).toBe(Math.max(4.5, minzoom(vector[i]!) ?? 0));
      expect((layer as { maxzoom?: number }).maxzoom).toBe((vector[i] as { maxzoom?: number }).maxzoom);
    }
    // The district borders (from zoom 7) keep their own first zoom; the land starts at 4.5.
    expect(minzoom(layers.find((l) => l.id === 'offline-border-3')!)).toBe(7);
    expect(minzoom(layers.find((l) => l.id === 'offline-world-fill')!)).toBe(4.5);
  });

  it('reads the images and the vector tiles from the folders it is given', () => {
    expect(offlineRasterSource('http://h/basemap/raster/', { maxzoom: 4, tileSize: 512 })).toMatchObject({
      type: 'raster',
      tiles: ['http://h/basemap/raster/{z}/{x}/{y}.webp'],
      tileSize: 512,
      maxzoom: 4,
    });
    const box: [number, number, number, number] = [73, 3, 136, 54];
    const sources = offlineVectorSources('http://h/basemap/tiles/', { world: { maxzoom: 5, bounds: box }, water: { maxzoom: 7, bounds: box }, china: { maxzoom: 8, bounds: box } });
    expect(Object.keys(sources)).toEqual(['offline-world', 'offline-water', 'offline-china']);
    expect(sources['offline-china']).toMatchObject({ type: 'vector', tiles: ['http://h/basemap/tiles/china/{z}/{x}/{y}.pbf'], maxzoom: 8, bounds: box });
  });
});
