import { describe, expect, it } from 'vitest';
import { buildTrack, locatedPoints, mileageSummary, progressAt, stopIndices, type TrackPoint } from './trackModel';

const point = (over: Partial<TrackPoint>): TrackPoint => ({ t: '2025-01-01 10:00:00', a: 22.5, o: 114, s: 40, d: 90, g: 100, e: 0, i: 1, x: 1, m: 0, b: 0, u: 0, ...over });

describe('trackModel', () => {
  it('skips points without a position (a=0 and o=0)', () => {
    expect(locatedPoints([point({}), point({ a: 0, o: 0 }), point({ a: 0, o: 1 })])).toHaveLength(2);
  });

  it('measures progress along the line in the map’s units', () => {
    const track = buildTrack([point({ o: 114 }), point({ o: 114.01 }), point({ o: 114.03 })], 'wgs84');
    expect(track.coords[1]).toEqual([114.01, 22.5]);
    expect(progressAt(track, 0)).toBe(0);
    expect(progressAt(track, 2)).toBe(1);
    expect(progressAt(track, 1)).toBeCloseTo(1 / 3, 6);
    expect(progressAt(track, 1.5)).toBeCloseTo(2 / 3, 6);
    expect(progressAt(track, 9)).toBe(1);
  });

  it('converts to GCJ-02 for such base maps and copes with a standing vehicle', () => {
    const track = buildTrack([point({}), point({})], 'gcj02');
    expect(track.coords[0]![0]).not.toBe(114);
    expect(track.length).toBe(0);
    expect(progressAt(track, 0)).toBe(0);
    expect(progressAt(track, 1)).toBe(1);
  });

  it('sums the mileage from the first and last odometer readings', () => {
    expect(mileageSummary([point({ g: 100.004 }), point({ g: 132.5 })])).toEqual({ begin: 100, end: 132.5, driven: 32.5 });
    expect(mileageSummary([point({ g: 50 }), point({ g: 40 })])?.driven).toBe(0);
    expect(mileageSummary([])).toBeUndefined();
  });

  it('finds the stop points', () => {
    expect(stopIndices([point({}), point({ x: 2, m: 600 }), point({ x: 3 })])).toEqual([1]);
  });
});
