// The 车辆资料 dialog (§2.5 VehDialog): field rules and the fields saveVehicle / updateVehicle get.
import { describe, expect, it } from 'vitest';
import { vehicleFieldProblem, vehicleFields, vehicleInitialValues } from './vehicleForm';

describe('vehicle form', () => {
  it('§2.5 车牌号码 required and ≤ 20 characters', () => {
    expect(vehicleFieldProblem('plate', ' ')).toBe('required');
    expect(vehicleFieldProblem('plate', '粤B12345')).toBeUndefined();
    expect(vehicleFieldProblem('plate', '粤'.repeat(21))).toBe('format');
  });

  it('§2.5 SIM卡号 11–13 digits; 设备号码 letters and digits', () => {
    expect(vehicleFieldProblem('sim', '1380000000')).toBe('format');
    expect(vehicleFieldProblem('sim', '13800000000')).toBeUndefined();
    expect(vehicleFieldProblem('sim', '1380000000012')).toBeUndefined();
    expect(vehicleFieldProblem('sim', '13800000000123')).toBe('format');
    expect(vehicleFieldProblem('sim', '1380000000a')).toBe('format');
    expect(vehicleFieldProblem('terminalNo', '')).toBe('required');
    expect(vehicleFieldProblem('terminalNo', '868120-1')).toBe('format');
  });

  it('§2.5 车架号码 16–17, ICCID 19–20, MAC six hex pairs; empty optional fields pass', () => {
    expect(vehicleFieldProblem('frameNo', '')).toBeUndefined();
    expect(vehicleFieldProblem('frameNo', 'LSVAU2180N2183294')).toBeUndefined();
    expect(vehicleFieldProblem('frameNo', 'LSVAU2180N21832')).toBe('format');
    expect(vehicleFieldProblem('iccid', '8986001234567890123')).toBeUndefined();
    expect(vehicleFieldProblem('iccid', '898600123456789')).toBe('format');
    expect(vehicleFieldProblem('mac', 'a4:c1:38:00:11:22')).toBeUndefined();
    expect(vehicleFieldProblem('mac', 'a4c138001122')).toBeUndefined();
    expect(vehicleFieldProblem('mac', 'a4:c1:38')).toBe('format');
  });

  it('§3.5 fields are trimmed, the group named, the MAC upper-cased; editing starts from the details', () => {
    const values = vehicleInitialValues({ plate: ' 粤B12345 ', sim: '13800000000', groupId: 7, mac: 'a4:c1:38:00:11:22', remark: undefined }, 3);
    expect(values.groupId).toBe(7);
    expect(values.remark).toBe('');
    const fields = vehicleFields(values, '一车队');
    expect(fields).toMatchObject({ plate: '粤B12345', sim: '13800000000', groupId: 7, groupName: '一车队', mac: 'A4:C1:38:00:11:22', remark: '' });
    expect(vehicleInitialValues(undefined, 3).groupId).toBe(3);
    expect(vehicleInitialValues({ displayYear: 0 as unknown as string }, 3).displayYear).toBe('');
    expect(vehicleInitialValues({ displayYear: 2 as unknown as string }, 3).displayYear).toBe('2');
  });

  it('§2.5 图标: an edit sends the vehicle\'s icon back (absent it would become 0 汽车); a new vehicle starts at 0', () => {
    const edited = vehicleInitialValues({ plate: '粤B12345', iconType: 8 }, 3);
    expect(edited.iconType).toBe(8);
    expect(vehicleFields(edited, '一车队').iconType).toBe(8);
    expect(vehicleFields({ ...edited, iconType: 13 }, '一车队').iconType).toBe(13);
    expect(vehicleFields(vehicleInitialValues(undefined, 3), '一车队').iconType).toBe(0);
  });

  it('§2.5 状态: 结清 read as \'1\', anything else 未结清 \'0\'; sent with every save', () => {
    expect(vehicleInitialValues(undefined, 3).settle).toBe('0');
    expect(vehicleInitialValues({ settle: '1' }, 3).settle).toBe('1');
    expect(vehicleInitialValues({ settle: '' }, 3).settle).toBe('0');
    expect(vehicleFields({ ...vehicleInitialValues({ settle: '1' }, 3), settle: '0' }, '一车队').settle).toBe('0');
  });
});
