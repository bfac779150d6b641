// The status of a person's day as the attendance calls answer it (bits: 1 late, 2 early leave,
// 4 absent; 8 no rule, 16 the shift has not ended) and the tag colour it is shown with.

export const ATTEND_LATE = 1;
export const ATTEND_EARLY = 2;
export const ATTEND_ABSENT = 4;
export const ATTEND_NO_RULE = 8;
export const ATTEND_PENDING = 16;

export type StatusTone = 'success' | 'warning' | 'error' | 'default' | 'processing';

export function statusTone(status: number): StatusTone {
  if (status & ATTEND_NO_RULE) return 'default';
  if (status & ATTEND_PENDING) return 'processing';
  if (status & ATTEND_ABSENT) return 'error';
  if (status & (ATTEND_LATE | ATTEND_EARLY)) return 'warning';
  return 'success';
}
