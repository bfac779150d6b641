// The 风控信息 tab's values and the alarmUtil they save.
import { describe, expect, it } from 'vitest';
import type { RegionNode } from '@chelian/core';
import { alarmUtilOf, riskInitialValues, stayPointsSet } from './riskForm';

const TREE: RegionNode[] = [
  { name: '广东省', code: '440000', list: [{ name: '深圳市', code: '440300' }] },
  { name: '湖南省', code: '430000', list: [{ name: '长沙市', code: '430100' }] },
];

describe('riskForm', () => {
  it('reads the extend: areas as cascader paths, switches as booleans', () => {
    const v = riskInitialValues({ areaName: '广东省_440000|深圳市_440300', isTwoCharge: 1, stayEnabled: 0, stayPaint: '家庭住址' });
    expect(v).toEqual({ riskAreas: [['440000'], ['440000', '440300']], twoCharge: true, stayEnabled: false });
    expect(riskInitialValues(undefined)).toEqual({ riskAreas: [], twoCharge: false, stayEnabled: false });
  });

  it('sends the areas only when they were changed, named from the tree', () => {
    const extend = { areaName: '广东省_440000', stayPaint: '未设置' };
    const values = { riskAreas: [['430000', '430100']], twoCharge: false, stayEnabled: true };
    expect(alarmUtilOf(values, extend, false, TREE)).toEqual({ twoCharge: 0 });
    expect(alarmUtilOf(values, extend, true, TREE)).toEqual({ twoCharge: 0, address: '长沙市_430100' });
    // Every area removed: an empty address drops the vehicle's own binding.
    expect(alarmUtilOf({ ...values, riskAreas: [] }, extend, true, TREE).address).toBe('');
  });

  it('switches the stay-point alarm only when points are set', () => {
    expect(stayPointsSet({ stayPaint: '未设置' })).toBe(false);
    expect(stayPointsSet({ stayPaint: '家庭住址、公司住址' })).toBe(true);
    const values = { riskAreas: [], twoCharge: true, stayEnabled: false };
    expect(alarmUtilOf(values, { stayPaint: '公司住址' }, false, TREE)).toEqual({ twoCharge: 1, staypoint: 0 });
    expect(alarmUtilOf(values, { stayPaint: '未设置' }, false, TREE)).toEqual({ twoCharge: 1 });
  });
});
