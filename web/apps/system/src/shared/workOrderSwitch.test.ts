import { describe, expect, it } from 'vitest';
import { WORK_ORDER_SWITCH_ID, switchOn } from './workOrderSwitch';

describe('work-order switch', () => {
  it('§2.8 switch 11: status 0 on, 1 off, absent on', () => {
    expect(switchOn([{ permissionId: 11, status: 1 }], WORK_ORDER_SWITCH_ID)).toBe(false);
    expect(switchOn([{ permissionId: 11, status: 0 }], WORK_ORDER_SWITCH_ID)).toBe(true);
    expect(switchOn([{ permissionId: 7, status: 1 }], WORK_ORDER_SWITCH_ID)).toBe(true);
    expect(switchOn([], WORK_ORDER_SWITCH_ID)).toBe(true);
  });
});
