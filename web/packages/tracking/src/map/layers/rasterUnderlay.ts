// The offline map's low-zoom images as page elements under a transparent map canvas, moved with the
// camera as MapLibre moves its markers (issue 28): the software GPU then draws only the vehicles
// each frame, not the whole screen of images (~25 ms a frame). A pitched map draws them in GL.
import type { Map as MaplibreMap } from 'maplibre-gl';
import { vectorZoomFrom, type RasterTileManifest } from './offlineStyle';

/** What the images' placement needs of the camera (the map's public state). */
export interface UnderlayView {
  width: number;
  height: number;
  zoom: number;
  center: { lng: number; lat: number };
  bearing: number;
  pitch: number;
  worldCopies: boolean;
}

/** One image: its tile (x wrapped into the world, for the address) and its place in the layer. */
export interface UnderlayTile {
  key: string;
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/** The images one view shows: their tile zoom and the tiles. */
export interface UnderlayPlan {
  z: number;
  tiles: UnderlayTile[];
}

const MAX_LAT = 85.051129;
/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_TILE = 512;

/** The view's centre in tiles of zoom z (Web Mercator). */
function centreInTiles(center: UnderlayView['center'], z: number): [number, number] {
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, center.lat));
  const n = 2 ** z;
  const x = ((center.lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * n;
  return [x, y];
}

/** The tile zoom MapLibre would use for the raster at `zoom` (it rounds a raster's zoom). */
function tileZoom(zoom: number, raster: RasterTileManifest): number {
  return Math.max(0, Math.min(raster.maxzoom, Math.round(zoom + Math.log2(WORLD_TILE / raster.tileSize))));
}

/** The CSS transform of zoom z's layer (its tiles at x·tileSize, y·tileSize) for the view. */
export function underlayTransform(view: UnderlayView, z: number, raster: RasterTileManifest): string {
  const [tx, ty] = centreInTiles(view.center, z);
  const scale = (WORLD_TILE * 2 ** (view.zoom - z)) / raster.tileSize;
  const size = raster.tileSize;
  return `translate(${view.width / 2}px, ${view.height / 2}px) rotate(${-view.bearing}deg) scale(${scale}) translate(${-tx * size}px, ${-ty * size}px)`;
}

/**
 * The images of the view, or null when it shows none (from the vector zooms on, or pitched: the
 * images then draw in GL). A rotated view takes every tile within the half-diagonal of the centre.
 */
export function underlayPlan(view: UnderlayView, raster: RasterTileManifest): UnderlayPlan | null {
  if (view.zoom >= vectorZoomFrom(raster) || view.pitch !== 0 || view.width <= 0 || view.height <= 0) return null;
  const z = tileZoom(view.zoom, raster);
  const n = 2 ** z;
  const [tx, ty] = centreInTiles(view.center, z);
  const onScreen = WORLD_TILE * 2 ** (view.zoom - z); // a tile's size on the screen, px
  const half = view.bearing === 0 ? [view.width / 2, view.height / 2] : [Math.hypot(view.width, view.height) / 2, Math.hypot(view.width, view.height) / 2];
  const x0 = Math.floor(tx - half[0]! / onScreen);
  const x1 = Math.floor(tx + half[0]! / onScreen);
  const y0 = Math.max(0, Math.floor(ty - half[1]! / onScreen));
  const y1 = Math.min(n - 1, Math.floor(ty + half[1]! / onScreen));
  const tiles: UnderlayTile[] = [];
  for (let x = x0; x <= x1; x++) {
    const wrapped = ((x % n) + n) % n;
    if (wrapped !== x && !view.worldCopies) continue;
    for (let y = y0; y <= y1; y++) tiles.push({ key: `${z}/${x}/${y}`, z, x: wrapped, y, left: x * raster.tileSize, top: y * raster.tileSize });
  }
  return { z, tiles };
}

/** The camera of `map`, as the plan reads it; the container's size is read on resize only (reading it
 *  each frame, after the markers have moved, would lay the page out again every frame). */
function viewOf(map: MaplibreMap, size: { width: number; height: number }): UnderlayView {
  return {
    ...size,
    zoom: map.getZoom(),
    center: map.getCenter(),
    bearing: map.getBearing(),
    pitch: map.getPitch(),
    worldCopies: map.getRenderWorldCopies(),
  };
}

/** One tile zoom's layer: a div of images moved as one. */
interface ZoomLayer {
  div: HTMLDivElement;
  images: Map<string, HTMLImageElement>;
}

/**
 * Shows the images under `map`'s canvas (its first child; the canvas is transparent where nothing
 * is drawn), from `rasterUrl` ({z}/{x}/{y}.webp). `inGl(true)` asks the caller to draw them in GL
 * instead (a pitched view), `inGl(false)` to stop; it is called once at the start. The previous
 * zoom's images stay until the new ones have loaded, so a zoom never flashes the sea. Returns the
 * function that removes the images (the caller restores its layers).
 */
export function attachRasterUnderlay(map: MaplibreMap, rasterUrl: string, raster: RasterTileManifest, seaColor: string, inGl: (yes: boolean) => void): () => void {
  const container = map.getContainer();
  const box = document.createElement('div');
  box.dataset.underlay = 'offline-raster';
  Object.assign(box.style, { position: 'absolute', inset: '0', overflow: 'hidden', pointerEvents: 'none', background: seaColor });
  container.insertBefore(box, container.firstChild);
  const layers = new Map<number, ZoomLayer>();
  let gl: boolean | undefined;
  let shown: number | undefined; // the tile zoom on top

  const layerOf = (z: number): ZoomLayer => {
    let layer = layers.get(z);
    if (!layer) {
      const div = document.createElement('div');
      Object.assign(div.style, { position: 'absolute', left: '0', top: '0', transformOrigin: '0 0', willChange: 'transform' });
      layer = { div, images: new Map() };
      layers.set(z, layer);
    }
    // The current zoom on top of those kept while it loads.
    if (box.lastElementChild !== layer.div) box.append(layer.div);
    return layer;
  };
  const loaded = (layer: ZoomLayer) => [...layer.images.values()].every((img) => img.complete);
  const dropOthers = (z: number) => {
    for (const [other, layer] of layers) {
      if (other === z) continue;
      layer.div.remove();
      layers.delete(other);
    }
  };

  const sizeOf = () => ({ width: container.clientWidth, height: container.clientHeight });
  let size = sizeOf();
  const update = () => {
    const view = viewOf(map, size);
    const pitched = view.pitch !== 0;
    if (gl !== pitched) {
      gl = pitched;
      inGl(pitched);
    }
    const plan = underlayPlan(view, raster);
    box.style.display = plan ? '' : 'none';
    if (!plan) return;
    shown = plan.z;
    const current = layerOf(plan.z);
    const wanted = new Set(plan.tiles.map((t) => t.key));
    for (const [key, img] of current.images) {
      if (wanted.has(key)) continue;
      img.remove();
      current.images.delete(key);
    }
    for (const t of plan.tiles) {
      if (current.images.has(t.key)) continue;
      const img = document.createElement('img');
      img.alt = '';
      img.decoding = 'async';
      img.draggable = false;
      Object.assign(img.style, { position: 'absolute', left: `${t.left}px`, top: `${t.top}px`, width: `${raster.tileSize}px`, height: `${raster.tileSize}px` });
      // Only the shown zoom's loading drops the others (a kept or dropped layer's late image drops nothing).
      const settle = () => {
        if (shown === plan.z && layers.get(plan.z) === current && loaded(current)) dropOthers(plan.z);
      };
      img.onload = settle;
      // A tile that fails to load shows the sea under it, not a broken image.
      img.onerror = () => {
        img.style.visibility = 'hidden';
        settle();
      };
      img.src = `${rasterUrl}${t.z}/${t.x}/${t.y}.webp`;
      current.images.set(t.key, img);
      current.div.append(img);
    }
    for (const [z, layer] of layers) layer.div.style.transform = underlayTransform(view, z, raster);
    if (loaded(current)) dropOthers(plan.z);
  };

  const resize = () => {
    size = sizeOf();
    update();
  };
  map.on('move', update);
  map.on('resize', resize);
  update();
  return () => {
    map.off('move', update);
    map.off('resize', resize);
    box.remove();
    layers.clear();
  };
}
