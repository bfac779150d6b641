// Fence drafts, save bodies and stay-point strings as the previous console's API expects them.
import { describe, expect, it } from 'vitest';
import type { FenceRow } from '@chelian/tracking';
import { NEW_FENCE, draftError, draftOf, parseStayPoints, saveBody, stayPointText } from './placeModel';

const row: FenceRow = {
  pathId: 7, pathName: '禁入区', pathType: 3, param: 1, settingTime: 5, speedLimit: 0,
  pointList: [{ oriLat: 22.54, oriLon: 114.04 }, { oriLat: 22.54, oriLon: 114.06 }, { oriLat: 22.56, oriLon: 114.06 }],
  groupName: '一车队', belongUser: 'demo', isMine: 1, vehicleNum: 1, groupNum: 0,
};

describe('fence drafts', () => {
  it('round-trips a polygon into the save body with orilon/orilat', () => {
    const d = draftOf(row);
    expect(draftError(d)).toBe('');
    expect(saveBody(d)).toEqual({
      pathId: 7, pathName: '禁入区', pathType: 3, param: 1, settingTime: 5,
      pointList: [{ orilon: 114.04, orilat: 22.54 }, { orilon: 114.06, orilat: 22.54 }, { orilon: 114.06, orilat: 22.56 }],
    });
  });

  it('a circle sends its centre and radius; 限速 its limit', () => {
    const d = { ...NEW_FENCE, pathName: ' 园区 ', pathType: 1 as const, param: 3 as const, speedLimit: 30, center: [114.1, 22.6] as [number, number], radius: 800 };
    expect(saveBody(d)).toEqual({ pathName: '园区', pathType: 1, param: 3, settingTime: 0, speedLimit: 30, lat: 22.6, lon: 114.1, radius: 800 });
  });

  it('says what is missing before anything is sent', () => {
    expect(draftError(NEW_FENCE)).toBe('请输入区域名称');
    expect(draftError({ ...NEW_FENCE, pathName: 'a' })).toBe('请在地图上绘制围栏（单击绘点，双击结束绘制）');
    expect(draftError({ ...NEW_FENCE, pathName: 'a', pathType: 1, center: [114, 22], radius: 100 })).toBe('圆形围栏设置失败:范围是200到5000');
    expect(draftError({ ...NEW_FENCE, pathName: 'a', pathType: 1, center: [114, 22], radius: 300, param: 3, speedLimit: 1 })).toBe(
      '限速区域的限速值应在5到220km/h之间',
    );
  });
});

describe('stay points', () => {
  it('parse and print "1,lat,lng,r;2,lat,lng,r"', () => {
    const s = parseStayPoints('1,22.550000,114.050000,1000;2,22.600000,114.100000,800');
    expect(s).toEqual({ home: [114.05, 22.55], company: [114.1, 22.6], homeRadius: 1000, companyRadius: 800 });
    expect(stayPointText(s)).toBe('1,22.550000,114.050000,1000;2,22.600000,114.100000,800');
    expect(parseStayPoints('')).toEqual({ homeRadius: 1000, companyRadius: 1000 });
  });
});
