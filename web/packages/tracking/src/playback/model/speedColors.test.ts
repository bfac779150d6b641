import { describe, expect, it } from 'vitest';
import { SPEED_BUCKETS, speedBucket, speedRuns } from './speedColors';

describe('speedColors', () => {
  it('puts speeds into classes', () => {
    expect(speedBucket(0)).toBe(0);
    expect(speedBucket(29.9)).toBe(0);
    expect(speedBucket(30)).toBe(1);
    expect(speedBucket(95)).toBe(3);
    expect(speedBucket(300)).toBe(4);
    expect(speedBucket(Number.NaN)).toBe(0);
  });

  it('cuts the track into runs of one class that join end to start', () => {
    const coords: Array<[number, number]> = [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]];
    const runs = speedRuns(coords, [0, 10, 20, 70, 75]);
    expect(runs.features.map((f) => f.properties.color)).toEqual([SPEED_BUCKETS[0].color, SPEED_BUCKETS[2].color]);
    expect(runs.features[0]!.geometry.coordinates).toEqual([[0, 0], [1, 0], [2, 0]]);
    expect(runs.features[1]!.geometry.coordinates).toEqual([[2, 0], [3, 0], [4, 0]]);
    expect(speedRuns([[0, 0]], [1]).features).toHaveLength(0);
  });
});
