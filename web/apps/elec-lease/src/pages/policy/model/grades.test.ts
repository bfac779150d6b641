import { describe, expect, it } from 'vitest';
import { dangerousSteps, gradeSteps, gradesInOrder } from './grades';

describe('policy grades', () => {
  it('requires grades that are on to rise', () => {
    expect(gradesInOrder({ notifyDays: 1, voiceDays: 5, limitDays: 10, lockDays: 15 })).toBe(true);
    expect(gradesInOrder({ notifyDays: 1, voiceDays: 0, limitDays: 10, lockDays: 10 })).toBe(true);
    expect(gradesInOrder({ notifyDays: 1, voiceDays: 12, limitDays: 10, lockDays: 15 })).toBe(false);
  });
  it('lists the steps that happen, in order', () => {
    expect(gradeSteps({ notifyDays: 1, voiceDays: 0, limitDays: 10, lockDays: 15 })).toEqual([
      ['notifyDays', 1],
      ['limitDays', 10],
      ['lockDays', 15],
    ]);
  });
  it('names the speed limit and the lock that saving would switch on, only while enabled', () => {
    const p = { notifyDays: 1, voiceDays: 5, limitDays: 0, lockDays: 15 };
    expect(dangerousSteps({ ...p, enabled: true })).toEqual([['lockDays', 15]]);
    expect(dangerousSteps({ ...p, limitDays: 10, enabled: true })).toEqual([
      ['limitDays', 10],
      ['lockDays', 15],
    ]);
    expect(dangerousSteps({ ...p, enabled: false })).toEqual([]);
    expect(dangerousSteps({ notifyDays: 1, voiceDays: 5, limitDays: 0, lockDays: 0, enabled: true })).toEqual([]);
  });
});
