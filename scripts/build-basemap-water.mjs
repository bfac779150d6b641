#!/usr/bin/env node
// One-time builder of the offline map's water (sea, lakes, reservoirs, wide rivers) over China, from
// the npm package @geo-maps/earth-waterbodies-10m (OpenStreetMap data, ODbL). Writes, in WGS-84:
//   web/apps/car/public/basemap/water/overview.geojson  larger water bodies, ~200 m detail (zoom < 9)
//   web/apps/car/public/basemap/water/<lon>_<lat>.geojson  everything, ~15 m detail, cut in 2° cells
//   web/apps/car/public/basemap/water/cells.txt         the cell size, then the cells that exist, a line each
//     (text: .json paths are API paths on the server; the browser loads the cells in view)
// Run again only to refresh the data: node scripts/build-basemap-water.mjs [--from DIR]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clipPolygon, ringArea, simplifyRing } from './basemap-geometry.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = '@geo-maps/earth-waterbodies-10m@0.6.0';
// China with its seas and neighbours' border rivers: west, south, east, north.
const BOX = [72, 16, 136, 56];
const CELL = 2; // degrees; keep in step with web/packages/tracking/src/map/waterCells.ts
const OVERVIEW = { tolerance: 0.004, minArea: 1e-3 }; // ~400 m; bodies from ~10 km²
const DETAIL = { tolerance: 0.00012, minArea: 2e-7 }; // ~13 m; ponds from ~2000 m²

function sourceDir() {
  const i = process.argv.indexOf('--from');
  if (i > 0) return resolve(process.argv[i + 1]);
  const dir = mkdtempSync(join(tmpdir(), 'chelian-water-'));
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  console.log(`installing ${PACKAGE} into ${dir} …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', PACKAGE], { cwd: dir, stdio: 'inherit' });
  return dir;
}

const src = sourceDir();
const collection = JSON.parse(readFileSync(join(src, 'node_modules', '@geo-maps', 'earth-waterbodies-10m', 'map.geo.json'), 'utf8'));

// Every polygon (outer ring + holes) whose outer ring touches the box.
const polygons = [];
for (const g of collection.geometries) {
  const list = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  for (const p of list) {
    const b = bbox(p[0]);
    if (b[2] < BOX[0] || b[0] > BOX[2] || b[3] < BOX[1] || b[1] > BOX[3]) continue;
    // Rings with their box and area, measured once (the sea's polygon has thousands of island holes).
    const rings = p.map((ring) => ({ ring, bbox: bbox(ring), area: Math.abs(ringArea(ring)), simple: new Map() }));
    polygons.push({ rings, bbox: b, area: rings[0].area });
  }
}
console.log(`${polygons.length} water polygons touch the box`);

function bbox(ring) {
  const b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    if (x < b[0]) b[0] = x;
    if (y < b[1]) b[1] = y;
    if (x > b[2]) b[2] = x;
    if (y > b[3]) b[3] = y;
  }
  return b;
}

const round = (v) => Math.round(v * 1e5) / 1e5;

/** The polygon simplified and clipped to rect, or null when nothing worth drawing is left. */
function prepare(polygon, rect, { tolerance, minArea }) {
  const rings = [];
  for (const [i, r] of polygon.rings.entries()) {
    if (i > 0 && r.area < minArea) continue; // small islands go
    if (r.bbox[2] < rect[0] || r.bbox[0] > rect[2] || r.bbox[3] < rect[1] || r.bbox[1] > rect[3]) {
      if (i === 0) return null;
      continue;
    }
    if (!r.simple.has(tolerance)) r.simple.set(tolerance, simplifyRing(r.ring, tolerance));
    const clipped = clipPolygon(r.simple.get(tolerance), rect);
    if (clipped.length < 4) {
      if (i === 0) return null;
      continue;
    }
    rings.push(clipped.map(([x, y]) => [round(x), round(y)]));
  }
  // A cell inside a hole (land in the sea's polygon) clips to the cell with the same cell as a hole.
  const net = rings.reduce((sum, r, i) => sum + (i ? -1 : 1) * Math.abs(ringArea(r)), 0);
  return rings.length && net >= minArea ? rings : null;
}

function write(dir, name, polys) {
  const geojson = {
    type: 'FeatureCollection',
    features: polys.length ? [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polys } }] : [],
  };
  const text = JSON.stringify(geojson);
  writeFileSync(join(dir, name), text);
  return text.length;
}

const outDir = join(repo, 'web', 'apps', 'car', 'public', 'basemap', 'water');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const overview = [];
for (const p of polygons) {
  if (p.area < OVERVIEW.minArea) continue;
  const rings = prepare(p, BOX, OVERVIEW);
  if (rings) overview.push(rings);
}
let total = write(outDir, 'overview.geojson', overview);
console.log(`overview: ${overview.length} polygons, ${(total / 1e6).toFixed(2)} MB`);

const cells = [];
for (let lon = BOX[0]; lon < BOX[2]; lon += CELL) {
  for (let lat = BOX[1]; lat < BOX[3]; lat += CELL) {
    const rect = [lon, lat, lon + CELL, lat + CELL];
    const polys = [];
    for (const p of polygons) {
      if (p.area < DETAIL.minArea || p.bbox[2] < rect[0] || p.bbox[0] > rect[2] || p.bbox[3] < rect[1] || p.bbox[1] > rect[3]) continue;
      const rings = prepare(p, rect, DETAIL);
      if (rings) polys.push(rings);
    }
    if (!polys.length) continue;
    const name = `${lon}_${lat}`;
    total += write(outDir, `${name}.geojson`, polys);
    cells.push(name);
  }
}
writeFileSync(join(outDir, 'cells.txt'), [CELL, ...cells].join('\n') + '\n');
console.log(`${cells.length} cells; all water files ${(total / 1e6).toFixed(2)} MB`);
