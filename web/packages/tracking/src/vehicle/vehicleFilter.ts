// Filtering of the monitor's vehicle list: tabs 全部 / 在线 / 离线 and the fuzzy search over plate,
// terminal number, SIM, owner, frame number and group name; and the search box's suggestions.
import type { MonitorRow } from './monitorRow';
import { isOnline } from './vehicleTexts';
import { vehicleFilterTexts as texts } from '../texts';

export type VehicleTab = 'all' | 'online' | 'offline';

export function inTab(row: MonitorRow, tab: VehicleTab): boolean {
  if (tab === 'online') return isOnline(row.Z);
  if (tab === 'offline') return !isOnline(row.Z);
  return true;
}

export interface TabCounts {
  all: number;
  online: number;
  offline: number;
}

export function tabCounts(rows: readonly MonitorRow[]): TabCounts {
  let online = 0;
  for (const r of rows) if (isOnline(r.Z)) online += 1;
  return { all: rows.length, online, offline: rows.length - online };
}

/** The searchable fields with the labels of the suggestion tags (车　组/车　牌/设备号/SIM卡/车　主/车架号). */
export const SEARCH_FIELDS = [
  { key: 'P', tag: texts.plate },
  { key: 'N', tag: texts.terminalNo },
  { key: 'I', tag: texts.sim },
  { key: 'W', tag: texts.owner },
  { key: 'frameNo', tag: texts.frameNo },
  { key: 'GN', tag: texts.group },
] as const satisfies ReadonlyArray<{ key: keyof MonitorRow; tag: string }>;

export type SearchField = (typeof SEARCH_FIELDS)[number]['key'];

/** Case-insensitive for Latin letters; whitespace ignored. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** The first field of `row` that contains `query` (already normalized), if any. */
export function matchField(row: MonitorRow, query: string): SearchField | undefined {
  if (!query) return undefined;
  for (const f of SEARCH_FIELDS) {
    const value = row[f.key];
    if (typeof value === 'string' && value && normalize(value).includes(query)) return f.key;
  }
  return undefined;
}

export interface VehicleFilter {
  tab: VehicleTab;
  query: string;
  /** Only these vehicles (the group tree's selection), when given. */
  vehicleIds?: ReadonlySet<number>;
}

export function filterVehicles(rows: readonly MonitorRow[], f: VehicleFilter): MonitorRow[] {
  const q = normalize(f.query);
  return rows.filter(
    (r) => (!f.vehicleIds || f.vehicleIds.has(r.V)) && inTab(r, f.tab) && (!q || matchField(r, q) !== undefined),
  );
}

export interface Suggestion {
  vehicleId: number;
  field: SearchField;
  tag: string;
  text: string;
  plate: string;
}

/** Up to `limit` suggestions: matches at the start of a field first, then by plate. */
export function suggestions(rows: readonly MonitorRow[], query: string, limit = 20): Suggestion[] {
  const q = normalize(query);
  if (!q) return [];
  const found: Array<Suggestion & { rank: number }> = [];
  for (const r of rows) {
    const field = matchField(r, q);
    if (!field) continue;
    const text = String(r[field]);
    const tag = SEARCH_FIELDS.find((f) => f.key === field)?.tag ?? '';
    found.push({ vehicleId: r.V, field, tag, text, plate: r.P, rank: normalize(text).startsWith(q) ? 0 : 1 });
  }
  found.sort((a, b) => a.rank - b.rank || a.plate.localeCompare(b.plate, 'zh-CN'));
  return found.slice(0, limit).map(({ rank: _rank, ...s }) => s);
}
