// The graded actions as the policy form shows them, and its one rule across fields: each grade
// that is on (days > 0) comes no earlier than the one before it (the server checks the same); and
// which of the dangerous ones (限速, 停车锁车) saving would let the job send by itself.
import type { Policy } from '../service';

export type GradeKey = 'notifyDays' | 'voiceDays' | 'limitDays' | 'lockDays';
export const GRADE_KEYS: GradeKey[] = ['notifyDays', 'voiceDays', 'limitDays', 'lockDays'];

export function gradesInOrder(p: Pick<Policy, GradeKey>): boolean {
  let last = 0;
  for (const k of GRADE_KEYS) {
    const d = Number(p[k] ?? 0);
    if (d === 0) continue;
    if (d < last) return false;
    last = d;
  }
  return true;
}

/** The steps in the order they happen, leaving out grades that are off: [key, days]. */
export function gradeSteps(p: Pick<Policy, GradeKey>): Array<[GradeKey, number]> {
  return GRADE_KEYS.filter((k) => Number(p[k]) > 0).map((k) => [k, Number(p[k])] as [GradeKey, number]);
}

/** The grades that send a dangerous command (限速, 停车锁车) and would run by themselves once saved. */
export const DANGEROUS_GRADES: GradeKey[] = ['limitDays', 'lockDays'];
export function dangerousSteps(p: Pick<Policy, GradeKey> & { enabled: boolean }): Array<[GradeKey, number]> {
  if (!p.enabled) return [];
  return gradeSteps(p).filter(([k]) => DANGEROUS_GRADES.includes(k));
}
