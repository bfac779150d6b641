// The place layers' data: saved fences without the one in the editor, position points and 二押点 as
// marks, and the outline the map fits to.
import { describe, expect, it } from 'vitest';
import type { FenceRow } from '@chelian/tracking';
import { POINT_COLOR, TWO_CHARGE_COLOR, fenceOutline, pointMarks, savedFenceShapes, twoChargeMarks } from './placeMarks';

const polygon: FenceRow = {
  pathId: 7, pathName: '禁入区', pathType: 3, param: 1, settingTime: 0, speedLimit: 0,
  pointList: [{ oriLat: 22.54, oriLon: 114.04 }, { oriLat: 22.54, oriLon: 114.06 }, { oriLat: 22.56, oriLon: 114.06 }],
  groupName: '一车队', belongUser: 'demo', isMine: 1, vehicleNum: 1, groupNum: 0,
};
const circle: FenceRow = { ...polygon, pathId: 8, pathType: 1, pointList: [], lat: 22.5, lon: 114.0, radius: 500 };

describe('place marks', () => {
  it('draws the saved fences but the one being changed', () => {
    expect(savedFenceShapes([polygon, circle], undefined).map((f) => f.id)).toEqual([7, 8]);
    expect(savedFenceShapes([polygon, circle], 7).map((f) => f.id)).toEqual([8]);
  });

  it('marks position points and 二押点 at their WGS-84 places, 二押点 with their radius', () => {
    expect(pointMarks([{ id: 3, name: '仓库', type: 2, lon: 114.1, lat: 22.6 }])).toEqual([{ id: 'p3', name: '仓库', at: [114.1, 22.6], color: POINT_COLOR }]);
    expect(twoChargeMarks([{ chargeId: 4, name: '二押', radius: 300, lon: 114.2, lat: 22.7, stopTime: 60 }])).toEqual([
      { id: 't4', name: '二押', at: [114.2, 22.7], radius: 300, color: TWO_CHARGE_COLOR },
    ]);
  });

  it('fits a polygon to its points and a circle to its ring', () => {
    expect(fenceOutline(polygon)).toEqual([[114.04, 22.54], [114.06, 22.54], [114.06, 22.56]]);
    const ring = fenceOutline(circle);
    expect(ring.length).toBeGreaterThanOrEqual(16);
    for (const [lon, lat] of ring) expect(Math.hypot(lon - 114.0, lat - 22.5)).toBeLessThan(0.01);
  });
});
