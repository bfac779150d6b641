// The one-zoom clusterer: near points join the nearest seed, far ones stay alone, the area leaves
// points out, a radius of 0 clusters nothing, and the same input gives the same clusters.
import { describe, expect, it } from 'vitest';
import { CLUSTER_STRIDE, clusterPoints } from './clusterPoints';

const input = (points: Array<[number, number]>) => ({ lon: Float64Array.from(points.map((p) => p[0])), lat: Float64Array.from(points.map((p) => p[1])) });
/** Degrees of longitude that make `px` pixels at `zoom` (512-pixel world at zoom 0). */
const lonPx = (px: number, zoom: number) => (px * 360) / (512 * 2 ** zoom);

describe('clusterPoints', () => {
  it('issue 28 puts points within the radius into one cluster at their mean, with their box and first point', () => {
    const z = 10;
    const result = clusterPoints(input([[114, 22.5], [114 + lonPx(30, z), 22.5], [114 + lonPx(60, z), 22.5], [116, 22.5]]), z, 80);
    expect(result.clusters.length).toBe(CLUSTER_STRIDE);
    const [lon, lat, count, west, south, east, north, first] = result.clusters;
    expect(count).toBe(3);
    expect(lon).toBeCloseTo(114 + lonPx(30, z), 9);
    expect(lat).toBeCloseTo(22.5, 9);
    expect([west, south, east, north]).toEqual([114, 22.5, 114 + lonPx(60, z), 22.5]);
    expect(first).toBe(0);
    expect([...result.singles]).toEqual([3]);
  });

  it('issue 28 joins a point to the nearest seed within the radius, across cell borders', () => {
    const z = 12;
    // Seeds 150 px apart; the third point is 70 px from the second, 80 from the first.
    const a: [number, number] = [113.5, 22.5];
    const b: [number, number] = [113.5 + lonPx(150, z), 22.5];
    const c: [number, number] = [113.5 + lonPx(80, z), 22.5];
    const result = clusterPoints(input([a, b, c]), z, 80);
    expect(result.clusters.length).toBe(CLUSTER_STRIDE);
    expect(result.clusters[2]).toBe(2);
    expect(result.clusters[7]).toBe(1); // b's cluster
    expect([...result.singles]).toEqual([0]);
  });

  it('issue 28 spreads the same points apart as the zoom grows', () => {
    const points = input([[114, 22.5], [114.01, 22.5]]); // ~1 km apart
    expect(clusterPoints(points, 8, 80).clusters.length).toBe(CLUSTER_STRIDE);
    expect([...clusterPoints(points, 14, 80).singles]).toEqual([0, 1]);
  });

  it('issue 28 leaves out points outside the area and clusters nothing with a radius of 0', () => {
    const points = input([[114, 22.5], [114, 22.5], [120, 30]]);
    const inArea = clusterPoints(points, 5, 80, [110, 20, 118, 25]);
    expect(inArea.clusters[2]).toBe(2);
    expect(inArea.singles.length).toBe(0);
    expect([...clusterPoints(points, 18, 0).singles]).toEqual([0, 1, 2]);
    expect([...clusterPoints(points, 18, 0, [119, 29, 121, 31]).singles]).toEqual([2]);
  });

  it('issue 28 gives the same clusters for the same input, whatever came before', () => {
    const points = input(Array.from({ length: 500 }, (_, i) => [110 + ((i * 37) % 100) / 10, 20 + ((i * 53) % 80) / 10]));
    const one = clusterPoints(points, 7, 80);
    const two = clusterPoints(points, 7, 80);
    expect([...one.clusters]).toEqual([...two.clusters]);
    expect([...one.singles]).toEqual([...two.singles]);
    let counted = one.singles.length;
    for (let o = 0; o < one.clusters.length; o += CLUSTER_STRIDE) counted += one.clusters[o + 2]!;
    expect(counted).toBe(500);
  });
});
