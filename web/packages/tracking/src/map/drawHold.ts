// Holds a map's drawing while it loads: it still fetches and parses its tiles and places its labels,
// but draws no frame until released. With a software GPU each frame costs the main thread 50–250 ms
// (the canvas is drawn and read back), so a map drawn as each source arrives is idle later (issue 28).
import type { Map as MaplibreMap } from 'maplibre-gl';

interface Drawing {
  render: (...args: never[]) => unknown;
}

/** The held maps' own render and how many holds each has (holds nest: the last resume draws). */
const holds = new WeakMap<Drawing, { render: Drawing['render']; count: number }>();

/**
 * Stops the map's drawing; returns the function that resumes it (and draws once the last hold ends).
 * While held, the map's box is marked `data-drawing="held"` (the benchmark and the tests wait for it).
 */
export function holdDrawing(map: MaplibreMap): () => void {
  // MapLibre draws each frame through its painter; without one (another version) nothing is held.
  const painter = (map as unknown as { painter?: Drawing }).painter;
  if (!painter || typeof painter.render !== 'function') return () => undefined;
  const box = map.getContainer();
  let hold = holds.get(painter);
  if (!hold) {
    hold = { render: painter.render, count: 0 };
    holds.set(painter, hold);
    painter.render = () => undefined;
    box.dataset.drawing = 'held';
  }
  hold.count += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const current = holds.get(painter);
    if (!current || --current.count > 0) return;
    holds.delete(painter);
    painter.render = current.render;
    delete box.dataset.drawing;
    map.triggerRepaint();
  };
}

/**
 * Resumes a held map's drawing once its sources have loaded (its next idle), or after `waitMs` at
 * the latest (a slow tile server shows what has come). Returns the function that cancels the wait.
 */
export function resumeWhenLoaded(map: MaplibreMap, resume: () => void, waitMs: number): () => void {
  const done = () => {
    clearTimeout(timer);
    map.off('idle', done);
    resume();
  };
  const timer = setTimeout(done, waitMs);
  if (map.loaded()) done();
  else map.on('idle', done);
  return () => {
    clearTimeout(timer);
    map.off('idle', done);
  };
}

/**
 * Holds the drawing while the map takes new data (a source's tiles are made again one by one, and
 * each would be a frame): drawn once, when loaded or after `waitMs`. A map being moved is not held,
 * and a move that starts meanwhile draws at once. Returns the function that ends the hold.
 */
export function holdUntilLoaded(map: MaplibreMap, waitMs: number): () => void {
  if (map.isMoving()) return () => undefined;
  const resume = holdDrawing(map);
  // The wait for the map's load, once asked (a map already loaded ends the hold as it is asked).
  const waiting = { stop: () => undefined as void };
  const end = () => {
    waiting.stop();
    map.off('movestart', end);
    resume();
  };
  map.on('movestart', end);
  waiting.stop = resumeWhenLoaded(map, end, waitMs);
  return end;
}
