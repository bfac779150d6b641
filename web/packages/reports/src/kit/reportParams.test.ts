import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { beginEndParams, checkRange, checkTarget, defaultRange, rangeParams, targetFromQuery, targetParams } from './reportParams';

describe('report params', () => {
  it('§3.7 Param: a group sends chooseId, groupId and flag 0; a vehicle chooseId and flag 1; longStay 0', () => {
    expect(targetParams({ kind: 'group', id: 7, name: '一车队' })).toEqual({ chooseId: 7, groupId: 7, flag: 0, longStay: 0 });
    expect(targetParams({ kind: 'vehicle', id: 42, name: '京A1' })).toEqual({ chooseId: 42, flag: 1, longStay: 0 });
  });

  it('§2.6 default range of 报警记录: today−2 00:00:00 → today 23:59:59, sent as startTime/endTime', () => {
    const range = defaultRange(2, dayjs('2026-11-28 10:15:00'));
    expect(rangeParams(range)).toEqual({ startTime: '2026-11-26 00:00:00', endTime: '2026-11-28 23:59:59' });
    expect(beginEndParams(range)).toEqual({ beginTime: '2026-11-26 00:00:00', endTime: '2026-11-28 23:59:59' });
  });

  it('refuses a missing or reversed range and a missing target with a Chinese reason', () => {
    expect(checkRange(null)).toBe('请选择时间');
    expect(checkRange([dayjs('2026-11-28'), dayjs('2026-11-27')])).toBe('开始时间不能晚于结束时间');
    expect(checkRange(defaultRange(0))).toBeUndefined();
    expect(checkTarget(undefined)).toBe('请选择车辆或车组');
    expect(checkTarget({ kind: 'group', id: 1, name: 'g' }, true)).toBe('请选择车辆');
    expect(checkTarget({ kind: 'vehicle', id: 1, name: 'v' }, true)).toBeUndefined();
  });

  it('R-ROUTE-9 reads the asset query params (vehicleId, plate) of a report opened in a new tab', () => {
    expect(targetFromQuery(new URLSearchParams('vehicleId=12&plate=%E4%BA%ACA1'))).toEqual({ kind: 'vehicle', id: 12, name: '京A1' });
    expect(targetFromQuery(new URLSearchParams('plate=x'))).toBeUndefined();
    expect(targetFromQuery(new URLSearchParams('vehicleId=abc'))).toBeUndefined();
  });
});
