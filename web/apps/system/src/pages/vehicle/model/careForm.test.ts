import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { insuranceFormValues, insuranceInfo, maintainFormValues, maintainInfo, nextInsurance, nextMaintenance } from './careForm';

describe('车辆资料 保险信息 / 保养信息 forms', () => {
  it('§2.3 a policy read back fills the form (kind ids from the comma list) and is sent in the V3 shape', () => {
    const v = insuranceFormValues({ type: 2, loginTime: '2026-02-10', leadTime: 30, insuranceType: '1,3', insuranceCompany: '2', amountMoney: 5200.5, remark: '首年' });
    expect(v.type).toBe(2);
    expect(v.insuranceType).toEqual([1, 3]);
    expect(v.insuranceCompany).toBe(2);
    expect(v.loginTime?.format('YYYY-MM-DD')).toBe('2026-02-10');
    expect(insuranceInfo(v)).toEqual({ type: 2, loginTime: '2026-02-10', insuranceCompany: '2', leadTime: 30, insuranceType: '1,3', amountMoney: 5200.5, remark: '首年' });
    expect(insuranceFormValues(undefined)).toEqual({ type: 1, insuranceType: [], leadTime: 30 });
  });

  it('§2.3 a new maintenance plan starts from the vehicle odometer; a saved one is read back as it was', () => {
    expect(maintainFormValues(undefined, 23_456).currentMileage).toBe(23_456);
    const v = maintainFormValues({ currentMileage: 23500, lastMileage: 20000, lastMaintainTime: '2026-03-01', leadTime: 15, advanceKilometers: 500, remark: ' 换机油 ' });
    expect(maintainInfo(v)).toEqual({ currentMileage: 23500, lastMileage: 20000, lastMaintainTime: '2026-03-01', leadTime: 15, advanceKilometers: 500, remark: '换机油' });
  });

  it('§2.3 the rules: renewal on the first anniversary of registration not yet past, reminded N days before; service every year or 10,000 km', () => {
    expect(nextInsurance(dayjs('2026-02-10'), 30, dayjs('2026-11-28'))).toEqual({ renewal: '2027-02-10', remind: '2027-01-11' });
    // A registration kept from the first policy: a year on per renewal, as the previous console counted.
    expect(nextInsurance(dayjs('2024-02-10'), 0, dayjs('2026-11-28'))).toEqual({ renewal: '2027-02-10', remind: '2027-02-10' });
    expect(nextInsurance(dayjs('2026-02-10'), 0, dayjs('2027-02-10'))).toEqual({ renewal: '2027-02-10', remind: '2027-02-10' });
    expect(nextMaintenance(dayjs('2026-03-01'), 20_000)).toEqual({ day: '2027-03-01', km: 30_000 });
  });
});
