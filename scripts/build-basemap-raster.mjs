#!/usr/bin/env node
// Draws the offline base map's low zooms into image tiles at build time (issue 28), with MapLibre
// in Debian's Chromium, from the vector tiles and the console's own layers (offlineStyle.ts). The
// console then shows a whole-country view as a few images instead of parsing vector tiles, drawing
// names and compiling ten shaders. Writes basemap/raster/{z}/{x}/{y}.webp (512 px) and manifest.txt
// (last); skips the work when its inputs are unchanged. Usage: node scripts/build-basemap-raster.mjs
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, repo } from './bench-lib.mjs';
import { tileRange } from './build-basemap-tiles.mjs';

const require = createRequire(join(repo, 'web/package.json'));
const basemap = join(repo, 'web/apps/car/public/basemap');
const mapSources = join(repo, 'web/packages/tracking/src/map');
const out = join(basemap, 'raster');

/** The last zoom drawn (map zooms below 4.5 show images; a whole-China view fits at ~3.5–4.2). */
export const RASTER_MAXZOOM = 4;
export const TILE_SIZE = 512;
/** WebP at 0.9: a fifth of the PNG's bytes (1.7 against 7.3 MB for zooms 0–4), the names still crisp. */
const IMAGE_TYPE = 'image/webp';
const IMAGE_QUALITY = 0.9;
/** Tiles a side of one drawing: 8 × 512 px = 4,096 px, the canvas size MapLibre allows by default. */
export const CHUNK = 8;
/** Where the map has names (China and its neighbours' edges): it must lie in one drawing per zoom, or a name could be cut at a drawing's edge. */
export const NAMED_AREA = [73, 3, 136, 54];

/** The drawings of zooms 0..maxzoom: every tile of the world, in squares of at most CHUNK tiles aligned to CHUNK. */
export function rasterPlan(maxzoom = RASTER_MAXZOOM, chunk = CHUNK) {
  const plan = [];
  for (let z = 0; z <= maxzoom; z++) {
    const n = 2 ** z;
    for (let x0 = 0; x0 < n; x0 += chunk) {
      for (let y0 = 0; y0 < n; y0 += chunk) plan.push({ z, x0, y0, x1: Math.min(n, x0 + chunk) - 1, y1: Math.min(n, y0 + chunk) - 1 });
    }
  }
  return plan;
}

/** Whether the named area lies within one drawing of zoom z. */
export function namesInOneDrawing(plan, z, area = NAMED_AREA) {
  const r = tileRange(area, z);
  return plan.some((d) => d.z === z && d.x0 <= r.x0 && r.x1 <= d.x1 && d.y0 <= r.y0 && r.y1 <= d.y1);
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name));
      else found.push(relative(dir, join(d, entry.name)));
    }
  };
  walk(dir);
  return found.sort();
}

/** The style module for the page: offlineStyle.ts and the map font, bundled as one ES module. */
async function bundleStyle() {
  const { rolldown } = require('rolldown');
  const entry = join(tmpdir(), `chelian-raster-style-${process.pid}.mjs`);
  writeFileSync(entry, `export * from ${JSON.stringify(join(mapSources, 'layers/offlineStyle.ts'))};\nexport { MAP_FONT_FAMILY } from ${JSON.stringify(join(mapSources, 'mapFont.ts'))};\n`);
  try {
    const bundle = await rolldown({ input: entry, logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'esm' });
    await bundle.close();
    return output[0].code;
  } finally {
    rmSync(entry, { force: true });
  }
}

/** Serves the page, MapLibre's files, the style module and the vector tiles on a loopback port. */
async function serve(styleCode) {
  const maplibre = dirname(require.resolve('maplibre-gl/dist/maplibre-gl.mjs'));
  const types = { '.mjs': 'text/javascript', '.pbf': 'application/x-protobuf', '.txt': 'text/plain' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body style="margin:0"><div id="map"></div></body>');
    if (path === '/style.mjs') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(styleCode);
    // MapLibre's files from its package, the vector tiles from the base map's folder; nothing outside them.
    const root = path.startsWith('/maplibre/') ? maplibre : path.startsWith('/tiles/') ? basemap : undefined;
    const file = root && join(root, root === maplibre ? path.slice('/maplibre/'.length) : path);
    if (!file || relative(root, file).startsWith('..') || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

/** Draws each planned square once with MapLibre and cuts it into tiles; returns [{ z, x, y, image (base64) }]. */
async function draw(base, manifest, plan) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    return await page.evaluate(
      async ({ base, manifest, plan, size, type, quality }) => {
        const maplibre = await import(`${base}/maplibre/maplibre-gl.mjs`);
        const style = await import(`${base}/style.mjs`);
        maplibre.setWorkerUrl(`${base}/maplibre/maplibre-gl-worker.mjs`);
        const box = document.getElementById('map');
        const slice = Object.assign(document.createElement('canvas'), { width: size, height: size });
        const pen = slice.getContext('2d');
        const tiles = [];
        for (const { z, x0, y0, x1, y1 } of plan) {
          box.style.width = `${(x1 - x0 + 1) * size}px`;
          box.style.height = `${(y1 - y0 + 1) * size}px`;
          // The square's centre; at map zoom z the world is 512·2^z px wide, one tile of zoom z each 512 px.
          const cx = (x0 + x1 + 1) / 2 / 2 ** z;
          const cy = (y0 + y1 + 1) / 2 / 2 ** z;
          const center = [cx * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - 2 * cy))) * 180) / Math.PI];
          const map = new maplibre.Map({
            container: box,
            center,
            zoom: z,
            interactive: false,
            attributionControl: false,
            pixelRatio: 1,
            fadeDuration: 0,
            preserveDrawingBuffer: true,
            renderWorldCopies: false,
            maxCanvasSize: [8192, 8192],
            localIdeographFontFamily: style.MAP_FONT_FAMILY,
            style: {
              version: 8,
              sources: style.offlineVectorSources(`${base}/tiles/`, manifest),
              layers: [{ id: 'sea', type: 'background', paint: { 'background-color': style.OFFLINE_SEA_COLOR } }, ...style.offlineVectorLayers()],
            },
          });
          await new Promise((done, fail) => {
            map.once('idle', done);
            // A tile that fails (e.g. one that does not parse) fails the build, naming the tile.
            map.once('error', (e) => fail(new Error(`${e.sourceId ?? ''} ${JSON.stringify(e.tile?.tileID?.canonical ?? {})}: ${e.error?.message ?? e.error}`)));
          });
          const canvas = map.getCanvas();
          for (let x = x0; x <= x1; x++) {
            for (let y = y0; y <= y1; y++) {
              pen.clearRect(0, 0, size, size);
              pen.drawImage(canvas, (x - x0) * size, (y - y0) * size, size, size, 0, 0, size, size);
              tiles.push({ z, x, y, image: slice.toDataURL(type, quality).split(',')[1] });
            }
          }
          map.remove();
        }
        return tiles;
      },
      { base, manifest, plan, size: TILE_SIZE, type: IMAGE_TYPE, quality: IMAGE_QUALITY },
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  const tilesDir = join(basemap, 'tiles');
  const manifest = JSON.parse(readFileSync(join(tilesDir, 'manifest.txt'), 'utf8'));
  const styleCode = await bundleStyle();
  // The stamp: this script, the layers, and every vector tile (the builder rewrites them when the data change).
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).update(styleCode);
  for (const file of filesUnder(tilesDir)) hash.update(file).update(readFileSync(join(tilesDir, file)));
  const stamp = hash.digest('hex');
  const stampFile = join(out, 'manifest.txt');
  if (existsSync(stampFile) && JSON.parse(readFileSync(stampFile, 'utf8')).stamp === stamp) return;

  const plan = rasterPlan();
  for (let z = 0; z <= RASTER_MAXZOOM; z++) if (!namesInOneDrawing(plan, z)) throw new Error(`build-basemap-raster: China's names span two drawings at zoom ${z}`);
  const started = Date.now();
  const { server, base } = await serve(styleCode);
  let tiles;
  try {
    tiles = await draw(base, manifest, plan);
  } finally {
    server.close();
  }
  rmSync(out, { recursive: true, force: true });
  let bytes = 0;
  for (const { z, x, y, image } of tiles) {
    mkdirSync(join(out, String(z), String(x)), { recursive: true });
    const data = Buffer.from(image, 'base64');
    bytes += data.length;
    writeFileSync(join(out, String(z), String(x), `${y}.webp`), data);
  }
  // Last: a folder with a manifest is whole. The console reads maxzoom and tileSize; the stamp is ours.
  writeFileSync(stampFile, JSON.stringify({ maxzoom: RASTER_MAXZOOM, tileSize: TILE_SIZE, stamp }));
  console.log(`basemap raster: ${tiles.length} tiles of zooms 0–${RASTER_MAXZOOM}, ${(bytes / 1e6).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
