#!/usr/bin/env node
// Cuts the offline base map (web/apps/car/public/basemap: world, China's borders and names, water
// overview) into vector tiles at build time, so the browser only decodes the tiles in view instead
// of tiling 6 MB of GeoJSON itself (issue 28). Writes basemap/tiles/<layer>/{z}/{x}/{y}.pbf.
// A China tile leaves out what the map draws only from a later zoom (offlineChinaZooms.json: at
// zoom 3 the district borders were four fifths of the bytes). Skips the work when the tiles are
// newer than their sources. manifest.txt (JSON; .json paths are
// the server's API) gives each set's last zoom and bounds. Usage: node scripts/build-basemap-tiles.mjs
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(repo, 'web/package.json'));
const geojsonvt = require('geojson-vt');
const vtpbf = require('vt-pbf');

const basemap = join(repo, 'web/apps/car/public/basemap');
const chinaZoomsFile = join(repo, 'web/packages/tracking/src/map/layers/offlineChinaZooms.json');
const out = join(basemap, 'tiles');
const stamp = join(out, 'manifest.txt');

// One tile set per source. maxzoom: the last zoom cut (the map over-zooms past it); tolerance in
// tile units of a 4096 extent, 8–12 = 1–1.5 px of a 512-px tile (MapLibre's GeoJSON default is 3):
// the lines look the same, and every frame draws fewer vertices (with a software GPU a frame of
// the monitor's map took 68 ms at 2.5–4, 47 ms at 8–12; D163); bounds limit the files written.
export const TILE_SETS = [
  { layer: 'world', file: 'world.geojson', maxzoom: 5, tolerance: 12, bounds: [-180, -85, 180, 85] },
  { layer: 'water', file: 'water/overview.geojson', maxzoom: 7, tolerance: 9, bounds: null },
  { layer: 'china', file: 'china.geojson', maxzoom: 8, tolerance: 8, bounds: null, firstZooms: chinaZoomsFile },
];

/**
 * Whether a feature (its properties) belongs in tiles of zoom z, given the first zoom its kind and
 * level is drawn at ({ kind: { level: zoom } }; absent: from 0). A tile of zoom z serves [z, z + 1).
 */
export function drawnInTile(properties, z, firstZooms) {
  const first = firstZooms?.[properties?.kind]?.[String(properties?.level)] ?? 0;
  return first < z + 1;
}

/** Tile x/y range covering [west, south, east, north] at zoom z (Web Mercator). */
export function tileRange([west, south, east, north], z) {
  const n = 2 ** z;
  const x = (lon) => Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
  const y = (lat) => {
    const r = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n)));
  };
  return { x0: x(west), x1: x(east), y0: y(north), y1: y(south) };
}

/** The bounding box of a FeatureCollection's coordinates. */
export function boundsOf(collection) {
  const b = [180, 90, -180, -90];
  const walk = (c) => {
    if (typeof c[0] === 'number') {
      b[0] = Math.min(b[0], c[0]);
      b[1] = Math.min(b[1], c[1]);
      b[2] = Math.max(b[2], c[0]);
      b[3] = Math.max(b[3], c[1]);
    } else for (const p of c) walk(p);
  };
  for (const f of collection.features) if (f.geometry) walk(f.geometry.coordinates);
  return b;
}

/**
 * A tile's feature without the polygon rings simplification left with fewer than four points (no
 * area; vt-pbf writes a one-point ring as a move with no point, and the tile then fails to parse:
 * "unknown command"). Undefined when no ring is left.
 */
export function withWholeRings(feature) {
  if (feature.type !== 3) return feature;
  const geometry = feature.geometry.filter((ring) => ring.length >= 4);
  return geometry.length ? { ...feature, geometry } : undefined;
}

/** Cuts one set; every tile of its bounds gets a file (an empty one where nothing falls), so the
 *  map never asks for a tile that is not there. Returns the number of files and their bytes. */
export function cutTileSet(set, collection, dir) {
  const firstZooms = set.firstZooms ? JSON.parse(readFileSync(set.firstZooms, 'utf8')) : undefined;
  const index = geojsonvt(collection, { maxZoom: set.maxzoom, indexMaxZoom: set.maxzoom, indexMaxPoints: 0, tolerance: set.tolerance, extent: 4096, buffer: 128 });
  const bounds = set.bounds ?? boundsOf(collection);
  let files = 0;
  let bytes = 0;
  for (let z = 0; z <= set.maxzoom; z++) {
    const { x0, x1, y0, y1 } = tileRange(bounds, z);
    for (let x = x0; x <= x1; x++) {
      mkdirSync(join(dir, String(z), String(x)), { recursive: true });
      for (let y = y0; y <= y1; y++) {
        const whole = index.getTile(z, x, y);
        const tile = whole && { ...whole, features: whole.features.filter((f) => drawnInTile(f.tags, z, firstZooms)).map(withWholeRings).filter(Boolean) };
        const body = tile && tile.features.length ? Buffer.from(vtpbf.fromGeojsonVt({ [set.layer]: tile }, { version: 2 })) : Buffer.alloc(0);
        writeFileSync(join(dir, String(z), String(x), `${y}.pbf`), body);
        files++;
        bytes += body.length;
      }
    }
  }
  return { files, bytes, bounds };
}

function newestSource() {
  return Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, statSync(chinaZoomsFile).mtimeMs, ...TILE_SETS.map((s) => statSync(join(basemap, s.file)).mtimeMs));
}

function main() {
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource()) return;
  rmSync(out, { recursive: true, force: true });
  const manifest = {};
  for (const set of TILE_SETS) {
    const started = Date.now();
    const collection = JSON.parse(readFileSync(join(basemap, set.file), 'utf8'));
    const { files, bytes, bounds } = cutTileSet(set, collection, join(out, set.layer));
    manifest[set.layer] = { maxzoom: set.maxzoom, bounds: bounds.map((v) => Math.round(v * 1e4) / 1e4) };
    console.log(`basemap tiles: ${set.layer} z0-${set.maxzoom}, ${files} files, ${(bytes / 1e6).toFixed(1)} MB, ${Date.now() - started} ms`);
  }
  writeFileSync(stamp, JSON.stringify(manifest));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
