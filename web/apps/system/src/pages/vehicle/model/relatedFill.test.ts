// 新增车辆's related vehicle (§2.3 VehDialog, getVehicleDateByPlate): which empty fields it fills and 撤回.
import { describe, expect, it } from 'vitest';
import { relatedFill, undoFill } from './relatedFill';
import { vehicleInitialValues } from './vehicleForm';

const RELATED = { vehicleId: 5, plate: '粤B12345', groupId: 9, frameNo: 'LSVAU2180N2183294', brand: '重卡', owner: '张三', remark: '', displayYear: '7', phone: '13700000000', installPlace: '广州' };

describe('related vehicle fill', () => {
  it('§2.3 fills only the empty fields, 车型 from brand; 续费年限 only 1–5; 所属车组 only when unset', () => {
    const values = { ...vehicleInitialValues(undefined, 3), plate: '粤B12345', owner: '李四' };
    const filled = relatedFill(values, RELATED);
    expect(filled).toEqual({ frameNo: 'LSVAU2180N2183294', vehicleType: '重卡', phone: '13700000000', installPlace: '广州' });
    expect(relatedFill({ ...values, groupId: undefined }, { ...RELATED, displayYear: '2' })).toMatchObject({ groupId: 9, displayYear: '2' });
    expect(relatedFill({ ...values, frameNo: 'X', vehicleType: 'Y', phone: 'Z', installPlace: 'W' }, RELATED)).toEqual({});
  });

  it('§2.3 撤回 empties the filled fields still holding the filled value, keeps the ones changed since', () => {
    const filled = { frameNo: 'LSVAU2180N2183294', vehicleType: '重卡', groupId: 9 };
    const values = { ...vehicleInitialValues(undefined, undefined), ...filled, vehicleType: '轻卡' };
    expect(undoFill(values, filled)).toEqual({ frameNo: '', groupId: undefined });
  });
});
