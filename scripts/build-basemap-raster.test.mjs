// Tests of the raster builder's plan: each zoom's tiles drawn exactly once, in squares the canvas
// allows, and China's names in one drawing per zoom (a name across two drawings could be cut).
import { expect, test } from 'vitest';
import { CHUNK, NAMED_AREA, RASTER_MAXZOOM, namesInOneDrawing, rasterPlan } from './build-basemap-raster.mjs';

test('the plan draws every tile of zooms 0 to the last once, in squares of at most CHUNK tiles', () => {
  const plan = rasterPlan();
  for (let z = 0; z <= RASTER_MAXZOOM; z++) {
    const seen = new Set();
    for (const d of plan.filter((p) => p.z === z)) {
      expect(d.x1 - d.x0 + 1).toBeLessThanOrEqual(CHUNK);
      expect(d.y1 - d.y0 + 1).toBeLessThanOrEqual(CHUNK);
      for (let x = d.x0; x <= d.x1; x++) for (let y = d.y0; y <= d.y1; y++) seen.add(`${x}/${y}`);
    }
    expect(seen.size).toBe(4 ** z);
  }
  expect(plan.filter((p) => p.z > RASTER_MAXZOOM)).toEqual([]);
});

test('China’s names lie in one drawing at every zoom drawn; one zoom more would split them', () => {
  const plan = rasterPlan();
  for (let z = 0; z <= RASTER_MAXZOOM; z++) expect(namesInOneDrawing(plan, z), `zoom ${z}`).toBe(true);
  // At zoom 5 the area spans columns 22–28: the squares 16–23 and 24–31 split it.
  expect(namesInOneDrawing(rasterPlan(5), 5, NAMED_AREA)).toBe(false);
});
