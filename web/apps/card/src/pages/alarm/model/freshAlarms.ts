// Which alarms of a refreshed list are new (pure): the first list only sets what was seen (alarms
// already open when the page opens make no sound); later lists announce the ids not seen before.
import type { RealtimeAlarm } from '@chelian/core';

export interface Seen {
  ids: ReadonlySet<number>;
  primed: boolean;
}

export const NOTHING_SEEN: Seen = { ids: new Set(), primed: false };

export function freshAlarms(seen: Seen, list: readonly RealtimeAlarm[]): { seen: Seen; fresh: RealtimeAlarm[] } {
  const fresh = seen.primed ? list.filter((a) => !seen.ids.has(a.alarmId)) : [];
  const ids = new Set(seen.ids);
  for (const a of list) ids.add(a.alarmId);
  return { seen: { ids, primed: true }, fresh };
}

/** What is spoken for `fresh`: the newest one's person and type, and how many more. */
export function speechOf(fresh: readonly RealtimeAlarm[], more: (n: number) => string): string {
  const first = fresh[0];
  if (!first) return '';
  return `${first.plate}${first.type}${fresh.length > 1 ? more(fresh.length - 1) : ''}`;
}
