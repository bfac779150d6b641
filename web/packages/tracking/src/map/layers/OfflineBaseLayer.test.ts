// The offline map's tile manifests: fetched once per data folder however many ask (the monitor asks
// before its map draws, the layer when it does), asked again after a failure, and the raster tiles
// optional (a build without them draws every zoom from the vector tiles).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTileManifest, type TileManifest } from './OfflineBaseLayer';

const VECTOR: TileManifest['vector'] = {
  world: { maxzoom: 6, bounds: [-180, -85, 180, 85] },
  water: { maxzoom: 8, bounds: [73, 3, 136, 54] },
  china: { maxzoom: 10, bounds: [73, 3, 136, 54] },
};
const RASTER = { maxzoom: 4, tileSize: 512 };

/** A server holding the two manifests of every folder (the raster one unless `noRaster`). */
function serve(options: { noRaster?: boolean; vectorFailures?: number } = {}) {
  let failures = options.vectorFailures ?? 0;
  return vi.fn(async (url: string) => {
    if (url.endsWith('raster/manifest.txt')) return options.noRaster ? new Response('', { status: 404 }) : new Response(JSON.stringify(RASTER));
    if (failures > 0) {
      failures -= 1;
      return new Response('', { status: 404 });
    }
    return new Response(JSON.stringify(VECTOR));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('loadTileManifest', () => {
  it('fetches a folder’s manifests once for every caller', async () => {
    const fetchMock = serve();
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([loadTileManifest('/once/'), loadTileManifest('/once/')]);
    expect(a).toEqual({ vector: VECTOR, raster: RASTER });
    expect(b).toBe(a);
    await expect(loadTileManifest('/once/')).resolves.toBe(a);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/once/raster/manifest.txt', '/once/tiles/manifest.txt']);
    await loadTileManifest('/other/');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('forgets a failed fetch, so the next caller asks again', async () => {
    vi.stubGlobal('fetch', serve({ vectorFailures: 1 }));
    await expect(loadTileManifest('/flaky/')).rejects.toThrow('404');
    await expect(loadTileManifest('/flaky/')).resolves.toEqual({ vector: VECTOR, raster: RASTER });
  });

  it('reads a folder without raster tiles as vector tiles alone', async () => {
    vi.stubGlobal('fetch', serve({ noRaster: true }));
    await expect(loadTileManifest('/vector-only/')).resolves.toEqual({ vector: VECTOR });
  });
});
