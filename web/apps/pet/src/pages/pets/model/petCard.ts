// What a pet card shows, derived from a pet and today (pure): its age from the birthday, the battery
// level's tone, the state line (lost, online, offline, never seen).
import type { Pet } from '../../../shared/petList';
import { petsTexts as texts } from '../../../texts';

/** Age in whole years and months on `today` (yyyy-MM-dd both); '' without a valid birthday or for a future one. */
export function petAge(birthday: string, today: string): string {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return '';
  let months = (Number(t[1]) - Number(b[1])) * 12 + (Number(t[2]) - Number(b[2]));
  if (Number(t[3]) < Number(b[3])) months -= 1;
  if (months < 0) return '';
  return texts.age(Math.floor(months / 12), months % 12);
}

export type BatteryTone = 'unknown' | 'low' | 'medium' | 'good';

/** Below 20 % low, below 50 % medium; -1 unknown. */
export function batteryTone(pct: number): BatteryTone {
  if (pct < 0) return 'unknown';
  if (pct < 20) return 'low';
  if (pct < 50) return 'medium';
  return 'good';
}

export interface CardState {
  lost: boolean;
  status: 'online' | 'offline' | 'never';
  statusText: string;
  lastSeenText: string;
  batteryText: string;
}

export function cardState(p: Pet): CardState {
  const status = !p.lastSeen ? 'never' : p.online ? 'online' : 'offline';
  return {
    lost: p.lost === 1,
    status,
    statusText: status === 'never' ? texts.neverSeen : status === 'online' ? texts.online : texts.offline,
    lastSeenText: p.lastSeen ? texts.lastSeen(p.lastSeen) : '',
    batteryText: p.battery >= 0 ? texts.battery(p.battery) : texts.batteryUnknown,
  };
}
