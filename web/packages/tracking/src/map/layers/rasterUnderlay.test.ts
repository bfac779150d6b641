// The low-zoom images under the map's canvas: which tiles a view shows (the rounded tile zoom, the
// screen covered, the world wrapped), where its transform puts a place (checked against Web
// Mercator written out here), and the element's life on a map: images added and replaced, the
// previous zoom kept until the new one loads, a pitched view handed to GL, all removed at the end.
import { describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { attachRasterUnderlay, underlayPlan, underlayTransform, type UnderlayView } from './rasterUnderlay';

const RASTER = { maxzoom: 4, tileSize: 512 };
const view = (over: Partial<UnderlayView> = {}): UnderlayView => ({
  width: 1000,
  height: 600,
  zoom: 4,
  center: { lng: 105, lat: 34 },
  bearing: 0,
  pitch: 0,
  worldCopies: true,
  ...over,
});

/** Web Mercator in MapLibre's pixels (a 512-px world at zoom 0). */
const worldPx = (lng: number, lat: number, zoom: number): [number, number] => {
  const size = 512 * 2 ** zoom;
  const y = (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;
  return [((lng + 180) / 360) * size, y * size];
};

/** Where the CSS transform (translate, rotate, scale, translate) puts the layer's point (px, py). */
function applyTransform(css: string, px: number, py: number): [number, number] {
  const steps = [...css.matchAll(/(translate|rotate|scale)\(([^)]*)\)/g)].map(([, fn, args]) => ({ fn, args: args!.split(',').map((a) => parseFloat(a)) }));
  let [x, y] = [px, py];
  for (const { fn, args } of steps.reverse()) {
    if (fn === 'translate') [x, y] = [x + args[0]!, y + args[1]!];
    if (fn === 'scale') [x, y] = [x * args[0]!, y * args[0]!];
    if (fn === 'rotate') {
      const a = (args[0]! * Math.PI) / 180;
      [x, y] = [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
    }
  }
  return [x, y];
}

describe('underlayPlan', () => {
  it('takes the rounded tile zoom, up to the last one drawn, and every tile the screen touches', () => {
    expect(underlayPlan(view({ zoom: 3.4 }), RASTER)!.z).toBe(3);
    expect(underlayPlan(view({ zoom: 3.6 }), RASTER)!.z).toBe(4);
    expect(underlayPlan(view({ zoom: 4.4 }), RASTER)!.z).toBe(4);
    const plan = underlayPlan(view(), RASTER)!;
    // At zoom 4 a tile is 512 px: 1000 × 600 around the centre spans 3 × 2 or 3 tiles.
    const [cx, cy] = worldPx(105, 34, 4);
    const xs = [Math.floor((cx - 500) / 512), Math.floor((cx + 500) / 512)];
    const ys = [Math.floor((cy - 300) / 512), Math.floor((cy + 300) / 512)];
    expect(plan.tiles.length).toBe((xs[1]! - xs[0]! + 1) * (ys[1]! - ys[0]! + 1));
    expect(plan.tiles).toContainEqual(expect.objectContaining({ z: 4, x: Math.floor(cx / 512), y: Math.floor(cy / 512) }));
    for (const t of plan.tiles) expect([t.left, t.top]).toEqual([t.x * 512, t.y * 512]);
  });

  it('shows nothing from the vector zooms on, or pitched', () => {
    expect(underlayPlan(view({ zoom: 4.5 }), RASTER)).toBeNull();
    expect(underlayPlan(view({ pitch: 20 }), RASTER)).toBeNull();
    expect(underlayPlan(view({ width: 0 }), RASTER)).toBeNull();
  });

  it('wraps the world with its copies, and stops at its edge without them', () => {
    const wide = view({ zoom: 1, center: { lng: 170, lat: 0 }, width: 2000 });
    const wrapped = underlayPlan(wide, RASTER)!;
    expect(wrapped.tiles.some((t) => t.left === 2 * 512 && t.x === 0)).toBe(true); // east of the date line: tile 0 again
    expect(wrapped.tiles.every((t) => t.x >= 0 && t.x < 2)).toBe(true);
    const edge = underlayPlan({ ...wide, worldCopies: false }, RASTER)!;
    expect(edge.tiles.every((t) => t.left === t.x * 512)).toBe(true);
    expect(edge.tiles.length).toBeLessThan(wrapped.tiles.length);
  });

  it('takes the half-diagonal around the centre when turned, so the corners are covered', () => {
    const straight = underlayPlan(view({ zoom: 3 }), RASTER)!;
    const turned = underlayPlan(view({ zoom: 3, bearing: 45 }), RASTER)!;
    expect(turned.tiles.length).toBeGreaterThan(straight.tiles.length);
  });
});

describe('underlayTransform', () => {
  it('puts a place where Web Mercator puts it on the screen, at a fractional zoom', () => {
    const v = view({ zoom: 3.85 });
    const z = underlayPlan(v, RASTER)!.z;
    const [cx, cy] = worldPx(105, 34, 3.85);
    for (const [lng, lat] of [[105, 34], [121.47, 31.23], [87.6, 43.8]] as const) {
      const [wx, wy] = worldPx(lng, lat, z); // the layer's pixels are zoom z's
      const [sx, sy] = applyTransform(underlayTransform(v, z, RASTER), wx, wy);
      const [ex, ey] = worldPx(lng, lat, 3.85);
      expect(sx).toBeCloseTo(500 + ex - cx, 6);
      expect(sy).toBeCloseTo(300 + ey - cy, 6);
    }
  });

  it('turns the layer about the screen’s centre as MapLibre turns the map (bearing 90: east is up)', () => {
    const v = view({ bearing: 90 });
    const [wx, wy] = worldPx(106, 34, 4); // a degree east of the centre
    const [sx, sy] = applyTransform(underlayTransform(v, 4, RASTER), wx, wy);
    expect(sx).toBeCloseTo(500, 6);
    expect(sy).toBeLessThan(300 - 20);
  });
});

/** A map with the camera and the events the underlay uses. */
function fakeMap(container: HTMLElement) {
  const camera = { zoom: 4, center: { lng: 105, lat: 34 }, bearing: 0, pitch: 0 };
  const handlers = new Map<string, Set<() => void>>();
  const map = {
    getContainer: () => container,
    getZoom: () => camera.zoom,
    getCenter: () => camera.center,
    getBearing: () => camera.bearing,
    getPitch: () => camera.pitch,
    getRenderWorldCopies: () => true,
    on: (type: string, fn: () => void) => handlers.set(type, (handlers.get(type) ?? new Set()).add(fn)),
    off: (type: string, fn: () => void) => handlers.get(type)?.delete(fn),
  };
  const move = (to: Partial<typeof camera>) => {
    Object.assign(camera, to);
    for (const fn of handlers.get('move') ?? []) fn();
  };
  const fire = (type: string) => {
    for (const fn of handlers.get(type) ?? []) fn();
  };
  return { map: map as unknown as MaplibreMap, move, fire, handlers };
}

/** A map container of 1000 × 600 px holding a canvas. */
function container(): HTMLElement {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: 1000, configurable: true });
  Object.defineProperty(box, 'clientHeight', { value: 600 });
  box.append(document.createElement('canvas'));
  document.body.append(box);
  return box;
}

const images = (box: HTMLElement) => [...box.querySelectorAll<HTMLImageElement>('[data-underlay] img')];
const srcs = (box: HTMLElement) => images(box).map((img) => img.getAttribute('src'));
/** Marks every image as loaded, as the browser does. */
function loadAll(box: HTMLElement) {
  for (const img of images(box)) {
    Object.defineProperty(img, 'complete', { value: true, configurable: true });
    img.onload?.(new Event('load'));
  }
}

describe('attachRasterUnderlay', () => {
  it('shows the view’s images under the canvas and moves them with the camera', () => {
    const box = container();
    const { map, move } = fakeMap(box);
    const inGl = vi.fn();
    const stop = attachRasterUnderlay(map, '/b/raster/', RASTER, '#abd0f2', inGl);
    const under = box.querySelector<HTMLElement>('[data-underlay]')!;
    expect(box.firstElementChild).toBe(under); // below the canvas
    expect(inGl).toHaveBeenCalledExactlyOnceWith(false);
    expect(srcs(box).length).toBe(underlayPlan(view(), RASTER)!.tiles.length);
    expect(srcs(box).every((s) => /^\/b\/raster\/4\/\d+\/\d+\.webp$/.test(s!))).toBe(true);
    const layer = under.firstElementChild as HTMLElement;
    const before = layer.style.transform;
    move({ center: { lng: 105.5, lat: 34 } });
    expect(layer.style.transform).not.toBe(before);
    // From the vector zooms on the images are hidden.
    move({ zoom: 5 });
    expect(under.style.display).toBe('none');
    stop();
    expect(box.querySelector('[data-underlay]')).toBeNull();
    box.remove();
  });

  it('reads the container’s size when the map is resized, not on every move', () => {
    const box = container();
    const { map, move, fire } = fakeMap(box);
    const stop = attachRasterUnderlay(map, '/b/raster/', RASTER, '#abd0f2', () => undefined);
    const before = images(box).length;
    Object.defineProperty(box, 'clientWidth', { value: 3000, configurable: true });
    move({ center: { lng: 105, lat: 34 } });
    expect(images(box).length).toBe(before);
    fire('resize');
    expect(images(box).length).toBe(underlayPlan(view({ width: 3000 }), RASTER)!.tiles.length);
    expect(images(box).length).toBeGreaterThan(before);
    stop();
    box.remove();
  });

  it('keeps the previous zoom’s images until the new ones have loaded', () => {
    const box = container();
    const { map, move } = fakeMap(box);
    const stop = attachRasterUnderlay(map, '/b/raster/', RASTER, '#abd0f2', () => undefined);
    loadAll(box);
    move({ zoom: 3 });
    const zooms = () => [...new Set(srcs(box).map((s) => s!.split('/')[3]))].sort();
    expect(zooms()).toEqual(['3', '4']);
    // The new zoom's layer is on top of the kept one.
    expect((box.querySelector('[data-underlay]')!.lastElementChild!.firstElementChild as HTMLImageElement).getAttribute('src')).toMatch(/raster\/3\//);
    loadAll(box);
    expect(zooms()).toEqual(['3']);
    stop();
    box.remove();
  });

  it('a late image of a zoom already dropped drops nothing', () => {
    const box = container();
    const { map, move } = fakeMap(box);
    const stop = attachRasterUnderlay(map, '/b/raster/', RASTER, '#abd0f2', () => undefined);
    const firstFours = images(box); // zoom 4, still loading
    move({ zoom: 3 });
    for (const img of images(box).filter((i) => /raster\/3\//.test(i.src))) {
      Object.defineProperty(img, 'complete', { value: true, configurable: true });
      img.onload?.(new Event('load'));
    }
    move({ zoom: 4 }); // a new zoom-4 layer, loading; the zoom-3 images stay under it
    for (const img of firstFours) {
      Object.defineProperty(img, 'complete', { value: true, configurable: true });
      img.onload?.(new Event('load'));
    }
    const zooms = [...new Set(srcs(box).map((s) => s!.split('/')[3]))].sort();
    expect(zooms).toEqual(['3', '4']);
    stop();
    box.remove();
  });

  it('hands a pitched view to GL and takes it back when flat again', () => {
    const box = container();
    const { map, move, handlers } = fakeMap(box);
    const inGl = vi.fn();
    const stop = attachRasterUnderlay(map, '/b/raster/', RASTER, '#abd0f2', inGl);
    move({ pitch: 30 });
    expect(inGl).toHaveBeenLastCalledWith(true);
    expect(box.querySelector<HTMLElement>('[data-underlay]')!.style.display).toBe('none');
    move({ pitch: 0 });
    expect(inGl).toHaveBeenLastCalledWith(false);
    expect(inGl).toHaveBeenCalledTimes(3);
    stop();
    expect([...handlers.values()].every((set) => set.size === 0)).toBe(true);
    box.remove();
  });

  it('hides a tile that fails to load instead of showing a broken image', () => {
    const box = container();
    const { map } = fakeMap(box);
    const stop = attachRasterUnderlay(map, '/b/raster/', RASTER, '#abd0f2', () => undefined);
    const img = images(box)[0]!;
    img.onerror?.(new Event('error'));
    expect(img.style.visibility).toBe('hidden');
    stop();
    box.remove();
  });
});
