// Tests of the coordinate conversions against points computed independently by the server's C++
// conversions (geo/coord_systems.cc), and of the distance helper.
import { describe, expect, it } from 'vitest';
import { boundsOf, convert, distanceM, fromMap, inChina, toMap } from './coordSystems';

describe('coordinate systems', () => {
  it('R-ADDR-2 WGS-84 → GCJ-02 and BD-09 at Tiananmen match the server', () => {
    const [glon, glat] = toMap([116.3975, 39.9087], 'gcj02');
    expect(glon).toBeCloseTo(116.403744, 5);
    expect(glat).toBeCloseTo(39.910103, 5);
    const [blon, blat] = toMap([116.3975, 39.9087], 'bd09');
    expect(blon).toBeCloseTo(116.410117, 5);
    expect(blat).toBeCloseTo(39.916443, 5);
  });

  it('R-ADDR-2 round trips back to WGS-84 within a metre', () => {
    const start: [number, number] = [113.9345, 22.5405];
    for (const crs of ['gcj02', 'bd09'] as const) {
      const back = fromMap(toMap(start, crs), crs);
      expect(distanceM(start, back)).toBeLessThan(1);
    }
    expect(toMap(start, 'wgs84')).toEqual(start);
  });

  it('R-CONST-3 applies no offset outside China’s box', () => {
    expect(inChina([2.35, 48.85])).toBe(false);
    expect(convert([2.35, 48.85], 'wgs84', 'gcj02')).toEqual([2.35, 48.85]);
    expect(inChina([72.004, 0.8293])).toBe(true);
  });

  it('R-CONST-3 measures with an Earth radius of 6371000 m', () => {
    // One degree of latitude on that sphere.
    expect(distanceM([116, 39], [116, 40])).toBeCloseTo((6_371_000 * Math.PI) / 180, 3);
  });

  it('boundsOf gives the west-south and east-north corners, nothing for no points', () => {
    expect(boundsOf([[114.1, 22.6], [113.9, 22.8], [114.0, 22.5]])).toEqual([[113.9, 22.5], [114.1, 22.8]]);
    expect(boundsOf([])).toBeUndefined();
  });
});
