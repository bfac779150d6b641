// Circles, radius limits and the GeoJSON of fences and points.
import { describe, expect, it } from 'vitest';
import { distanceM, toMap } from '../coords/coordSystems';
import { MAX_CIRCLE_RADIUS_M, MIN_CIRCLE_RADIUS_M, circleRing, clampRadius, destination, fenceFeatures, pointFeatures } from './placeGeometry';

describe('place geometry', () => {
  it('R-CONST-3 circle rings lie at the radius on a 6,371,000 m sphere', () => {
    const ring = circleRing([114.05, 22.55], 800, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const p of ring) expect(distanceM([114.05, 22.55], p)).toBeCloseTo(800, 0);
    expect(distanceM([116.4, 39.9], destination([116.4, 39.9], 90, 5000))).toBeCloseTo(5000, 0);
  });

  it('clamps drawn radii to 200–5000 m', () => {
    expect(clampRadius(50)).toBe(MIN_CIRCLE_RADIUS_M);
    expect(clampRadius(123_456)).toBe(MAX_CIRCLE_RADIUS_M);
    expect(clampRadius(1234)).toBe(1230);
  });

  it('fences become polygons in the base map system, the chosen one marked', () => {
    const fc = fenceFeatures(
      [
        { id: 1, name: '禁入区', pathType: 3, points: [[114.04, 22.54], [114.06, 22.54], [114.06, 22.56]] },
        { id: 2, name: '圆', pathType: 1, center: [114.1, 22.6], radius: 500 },
        { id: 3, name: '坏的', pathType: 3, points: [[1, 1]] },
      ],
      'gcj02',
      2,
    );
    expect(fc.features).toHaveLength(2);
    const poly = fc.features[0]?.geometry as { coordinates: number[][][] };
    expect(poly.coordinates[0]).toHaveLength(4); // closed
    expect(poly.coordinates[0]?.[0]).toEqual(toMap([114.04, 22.54], 'gcj02'));
    expect(fc.features[1]?.properties).toEqual({ id: 2, name: '圆', selected: 1 });
  });

  it('points carry their circle when they have a radius', () => {
    const fc = pointFeatures([{ id: 'home', name: '家', at: [114, 22], radius: 1000 }, { id: 'p', name: '停车场', at: [114.1, 22.1] }], 'wgs84');
    expect(fc.features.map((f) => f.properties?.kind)).toEqual(['area', 'point', 'point']);
  });
});
