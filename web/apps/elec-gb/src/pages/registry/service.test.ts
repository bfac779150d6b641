// The registry form's body: Beidou cannot be sent off for logistics and leasing bikes.
import { describe, expect, it } from 'vitest';
import { beidouMandatory, recordBody, type RecordForm } from './service';

const form: RecordForm = { make: ' 雅迪 ', model: 'DE3', frameNo: ' F1 ', motorNo: 'M1', beidouSerial: 'BD1', usageClass: 1, beidouOn: 0 };

describe('registry form', () => {
  it('GB-REG-1 a personal bike keeps the owner’s choice; texts are trimmed', () => {
    expect(recordBody(7, form)).toEqual({ vehicleId: 7, make: '雅迪', model: 'DE3', frameNo: 'F1', motorNo: 'M1', beidouSerial: 'BD1', usageClass: 1, beidouOn: 0 });
  });
  it('GB-REG-2 logistics and leasing bikes are sent with Beidou on', () => {
    expect(beidouMandatory(1)).toBe(false);
    expect(recordBody(7, { ...form, usageClass: 2 }).beidouOn).toBe(1);
    expect(recordBody(7, { ...form, usageClass: 3 }).beidouOn).toBe(1);
  });
});
