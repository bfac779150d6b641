// The alarm panel's 报警筛选 choices: the whole catalogue of alarm types, in its order, followed by
// any other type present in the list (#30 item 10: only the types present used to be offered).
import { ALARM_LABELS } from '../../vehicle/alarmLabels';

export function alarmFilterTypes(present: readonly string[]): string[] {
  const catalogue = [...new Set(Object.values(ALARM_LABELS))];
  const known = new Set(catalogue);
  const others = [...new Set(present.filter((t) => !known.has(t)))].sort();
  return [...catalogue, ...others];
}
