// Tests of the base-map builders' geometry (run by vitest with the web's unit tests).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { clipPolygon, ringArea, simplifyRing } from './basemap-geometry.mjs';

const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
  [0, 0],
];

test('ringArea is signed by winding', () => {
  assert.equal(ringArea(square), 16);
  assert.equal(ringArea([...square].reverse()), -16);
});

test('simplifyRing drops points within the tolerance and keeps the corners', () => {
  const wobbly = [[0, 0], [2, 0.01], [4, 0], [4, 2], [4.01, 3], [4, 4], [0, 4], [0, 0]];
  assert.deepEqual(simplifyRing(wobbly, 0.1), [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]]);
  assert.equal(simplifyRing(wobbly, 0.001).length, wobbly.length);
});

test('clipPolygon cuts a ring to the cell and drops rings outside it', () => {
  const clipped = clipPolygon(square, [2, 2, 6, 6]);
  assert.equal(Math.abs(ringArea(clipped)), 4);
  assert.deepEqual(clipped[0], clipped.at(-1));
  assert.deepEqual(clipPolygon(square, [5, 5, 6, 6]), []);
  assert.equal(Math.abs(ringArea(clipPolygon(square, [-1, -1, 5, 5]))), 16);
});
