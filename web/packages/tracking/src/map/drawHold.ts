// Holds a map's drawing while it loads: it still fetches and parses its tiles and places its labels,
// but draws no frame until released. With a software GPU each frame costs the main thread 50–250 ms
// (the canvas is drawn and read back), so a map drawn as each source arrives is idle later (issue 28).
import type { Map as MaplibreMap } from 'maplibre-gl';

interface Drawing {
  render: (...args: never[]) => unknown;
}

/** Stops the map's drawing; returns the function that resumes it (and draws once). */
export function holdDrawing(map: MaplibreMap): () => void {
  // MapLibre draws each frame through its painter; without one (another version) nothing is held.
  const painter = (map as unknown as { painter?: Drawing }).painter;
  if (!painter || typeof painter.render !== 'function') return () => undefined;
  const render = painter.render;
  painter.render = () => undefined;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    painter.render = render;
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
