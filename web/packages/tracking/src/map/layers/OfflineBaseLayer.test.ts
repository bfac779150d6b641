// The offline map's tile manifest: fetched once per data folder however many ask (the monitor asks
// before its map draws, the layer when it does), and asked again after a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTileManifest, type TileManifest } from './OfflineBaseLayer';

const MANIFEST: TileManifest = {
  world: { maxzoom: 6, bounds: [-180, -85, 180, 85] },
  water: { maxzoom: 8, bounds: [73, 3, 136, 54] },
  china: { maxzoom: 10, bounds: [73, 3, 136, 54] },
};

afterEach(() => vi.unstubAllGlobals());

describe('loadTileManifest', () => {
  it('fetches a folder’s manifest once for every caller', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(MANIFEST)));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([loadTileManifest('/once/'), loadTileManifest('/once/')]);
    expect(a).toEqual(MANIFEST);
    expect(b).toBe(a);
    await expect(loadTileManifest('/once/')).resolves.toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/once/tiles/manifest.txt');
    await loadTileManifest('/other/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed fetch, so the next caller asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(MANIFEST)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadTileManifest('/flaky/')).rejects.toThrow('404');
    await expect(loadTileManifest('/flaky/')).resolves.toEqual(MANIFEST);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
