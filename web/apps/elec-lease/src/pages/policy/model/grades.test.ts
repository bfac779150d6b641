import { describe, expect, it } from 'vitest';
import { gradeSteps, gradesInOrder } from './grades';

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
});
