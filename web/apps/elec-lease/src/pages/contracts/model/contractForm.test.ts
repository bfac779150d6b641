import { describe, expect, it } from 'vitest';
import { contractBody, isIdNumber, isIdNumberOrMask, isMobile } from './contractForm';

describe('contract form', () => {
  it('checks the identity number\'s check character', () => {
    expect(isIdNumber('44030519900101123X')).toBe(true);
    expect(isIdNumber('44030519900101123x')).toBe(true);
    expect(isIdNumber('110101198503150021')).toBe(true);
    expect(isIdNumber('110101198503150022')).toBe(false);
    expect(isIdNumber('1101011985031500')).toBe(false);
  });
  it('keeps the masked number on an edit', () => {
    expect(isIdNumberOrMask('4403************3X', '4403************3X')).toBe(true);
    expect(isIdNumberOrMask('4403************3X', undefined)).toBe(false);
  });
  it('takes 11-digit mobile numbers', () => {
    expect(isMobile('13800000001')).toBe(true);
    expect(isMobile('0755123456')).toBe(false);
  });
  it('sends only the rider on an edit, everything trimmed on an add', () => {
    const v = { riderName: ' 张三 ', riderIdNo: '44030519900101123X', riderPhone: '13800000001', remark: '', vehicleId: 5, contractNo: ' HT1 ', startTime: '2026-11-01', term: 12, period: 2, rent: ' 70 ', deposit: '' };
    expect(contractBody(v, 9)).toEqual({ id: 9, riderName: '张三', riderIdNo: '44030519900101123X', riderPhone: '13800000001', remark: '' });
    expect(contractBody(v)).toMatchObject({ vehicleId: 5, contractNo: 'HT1', term: 12, period: 2, rent: '70', deposit: '0', startTime: '2026-11-01' });
  });
});
