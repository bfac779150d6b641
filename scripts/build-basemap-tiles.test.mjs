// Tests of the offline map's tile builder: the tile ranges, a cut tile read back as a vector tile,
// the simplification, and China's features only in the tiles of the zooms that draw them.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { TILE_SETS, boundsOf, cutTileSet, drawnInTile, tileRange, withWholeRings } from './build-basemap-tiles.mjs';

const require = createRequire(new URL('../web/package.json', import.meta.url));
// The readers MapLibre itself uses (ES modules, in web/node_modules).
const { VectorTile } = await import(pathToFileURL(require.resolve('@mapbox/vector-tile')).href);
const { PbfReader } = await import(pathToFileURL(require.resolve('pbf')).href);

test('tileRange covers the bounds at each zoom (Web Mercator rows from the north)', () => {
  expect(tileRange([-180, -85, 180, 85], 0)).toEqual({ x0: 0, x1: 0, y0: 0, y1: 0 });
  expect(tileRange([-180, -85, 180, 85], 2)).toEqual({ x0: 0, x1: 3, y0: 0, y1: 3 });
  // Shenzhen (114.06, 22.54) at zoom 8: column 209, row 111.
  expect(tileRange([114.06, 22.54, 114.06, 22.54], 8)).toEqual({ x0: 209, x1: 209, y0: 111, y1: 111 });
});

test('a cut set has a file for every tile of its bounds; a tile reads back with its names', () => {
  const collection = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'label', level: 3, name: '南山区' }, geometry: { type: 'Point', coordinates: [113.93, 22.53] } },
      { type: 'Feature', properties: { kind: 'border', level: 3 }, geometry: { type: 'LineString', coordinates: [[113.8, 22.4], [114.2, 22.7]] } },
    ],
  };
  const dir = mkdtempSync(join(tmpdir(), 'tiles-'));
  try {
    const set = { layer: 'china', maxzoom: 6, tolerance: 2.5, bounds: null };
    const { files, bounds } = cutTileSet(set, collection, dir);
    expect(bounds).toEqual(boundsOf(collection));
    let expected = 0;
    for (let z = 0; z <= 6; z++) {
      const r = tileRange(bounds, z);
      expected += (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
    }
    expect(files).toBe(expected);
    const { x0, y0 } = tileRange(bounds, 6);
    const tile = new VectorTile(new PbfReader(readFileSync(join(dir, '6', String(x0), `${y0}.pbf`))));
    const layer = tile.layers.china;
    const names = [];
    for (let i = 0; i < layer.length; i++) names.push(layer.feature(i).properties.name ?? layer.feature(i).properties.kind);
    expect(names.sort()).toEqual(['border', '南山区']);
    expect(readdirSync(join(dir, '0', '0'))).toEqual(['0.pbf']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the sets drop wiggles under a pixel: a zigzag of half a pixel comes out as a straight line (issue 28, D163)', () => {
  // At zoom 4 a 512-px tile spans 22.5°, so half a pixel is ~0.02° (geojson-vt keeps every point at
  // the last zoom, so the set is cut to 6 and zoom 4 is read).
  const coordinates = Array.from({ length: 41 }, (_, i) => [100 + i * 0.1, 30 + (i % 2) * 0.02]);
  const collection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { kind: 'border', level: 1 }, geometry: { type: 'LineString', coordinates } }] };
  const dir = mkdtempSync(join(tmpdir(), 'tiles-'));
  try {
    for (const set of TILE_SETS) {
      cutTileSet({ ...set, maxzoom: 6, bounds: null }, collection, dir);
      const { x0, y0 } = tileRange(boundsOf(collection), 4);
      const tile = new VectorTile(new PbfReader(readFileSync(join(dir, '4', String(x0), `${y0}.pbf`))));
      const points = tile.layers[set.layer].feature(0).loadGeometry().flat().length;
      expect(points, set.layer).toBeLessThan(5);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a China tile holds only what the map draws from its zoom on (issue 28: district borders from zoom 7)', () => {
  const chinaSet = TILE_SETS.find((s) => s.layer === 'china');
  const zooms = JSON.parse(readFileSync(chinaSet.firstZooms, 'utf8'));
  expect(zooms.border['3']).toBe(7);
  // A tile of zoom z serves the zooms from z to z + 1: a layer from 4.5 is in the zoom-4 tiles.
  expect(drawnInTile({ kind: 'border', level: 3 }, 6, zooms)).toBe(false);
  expect(drawnInTile({ kind: 'border', level: 3 }, 7, zooms)).toBe(true);
  expect(drawnInTile({ kind: 'border', level: 2 }, 3, zooms)).toBe(false);
  expect(drawnInTile({ kind: 'border', level: 2 }, 4, zooms)).toBe(true);
  expect(drawnInTile({ kind: 'label', level: 1 }, 2, zooms)).toBe(true);
  expect(drawnInTile({ kind: 'other' }, 0, zooms)).toBe(true);
  const collection = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'border', level: 1 }, geometry: { type: 'LineString', coordinates: [[113.5, 22.3], [114.5, 22.9]] } },
      { type: 'Feature', properties: { kind: 'border', level: 3 }, geometry: { type: 'LineString', coordinates: [[113.8, 22.4], [114.2, 22.7]] } },
    ],
  };
  const dir = mkdtempSync(join(tmpdir(), 'tiles-'));
  try {
    cutTileSet({ ...chinaSet, bounds: null }, collection, dir);
    const levels = (z) => {
      const { x0, y0 } = tileRange(boundsOf(collection), z);
      const layer = new VectorTile(new PbfReader(readFileSync(join(dir, String(z), String(x0), `${y0}.pbf`)))).layers.china;
      return Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties.level).sort();
    };
    expect(levels(3)).toEqual([1]);
    expect(levels(6)).toEqual([1]);
    expect(levels(7)).toEqual([1, 3]);
    expect(levels(8)).toEqual([1, 3]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a polygon ring that simplification leaves under four points is dropped, not written as a broken command', () => {
  const square = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];
  const feature = { type: 3, tags: {}, geometry: [square, [[5, 5]], [[1, 1], [2, 2], [1, 1]]] };
  expect(withWholeRings(feature).geometry).toEqual([square]);
  expect(withWholeRings({ type: 3, tags: {}, geometry: [[[5, 5]]] })).toBeUndefined();
  const line = { type: 2, tags: {}, geometry: [[[0, 0], [1, 1]]] };
  expect(withWholeRings(line)).toBe(line);
});

test('every tile of the shipped water overview parses (zoom 3 once had one-point rings: "unknown command 4")', () => {
  const set = TILE_SETS.find((s) => s.layer === 'water');
  const collection = JSON.parse(readFileSync(new URL(`../web/apps/car/public/basemap/${set.file}`, import.meta.url), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'tiles-'));
  try {
    cutTileSet({ ...set, maxzoom: 4 }, collection, dir);
    let parsed = 0;
    for (const z of readdirSync(dir)) {
      for (const x of readdirSync(join(dir, z))) {
        for (const y of readdirSync(join(dir, z, x))) {
          const body = readFileSync(join(dir, z, x, y));
          if (body.length === 0) continue;
          const layer = new VectorTile(new PbfReader(body)).layers.water;
          for (let i = 0; i < layer.length; i++) expect(() => layer.feature(i).loadGeometry(), `${z}/${x}/${y} feature ${i}`).not.toThrow();
          parsed += 1;
        }
      }
    }
    expect(parsed).toBeGreaterThan(10);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
