// Tag colours of an attendance day: absent red, late or early orange, normal green, no rule grey,
// a shift still running blue — whatever else is set beside the first that applies.
import { describe, expect, it } from 'vitest';
import { ATTEND_ABSENT, ATTEND_EARLY, ATTEND_LATE, ATTEND_NO_RULE, ATTEND_PENDING, statusTone } from './attendanceStatus';

describe('statusTone', () => {
  it('colours each mark', () => {
    expect(statusTone(0)).toBe('success');
    expect(statusTone(ATTEND_LATE)).toBe('warning');
    expect(statusTone(ATTEND_EARLY)).toBe('warning');
    expect(statusTone(ATTEND_LATE | ATTEND_EARLY)).toBe('warning');
    expect(statusTone(ATTEND_ABSENT)).toBe('error');
  });
  it('puts no rule and a running shift before the marks', () => {
    expect(statusTone(ATTEND_NO_RULE)).toBe('default');
    expect(statusTone(ATTEND_PENDING | ATTEND_LATE)).toBe('processing');
  });
});
