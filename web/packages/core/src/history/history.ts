// Visited-page history per system (console-spec §4 "History", R-HIST-1..6, R-VAL-1), pure functions
// plus a storage-backed wrapper.
import type { AppStorage } from '../storage/storage';

export interface HistoryEntry {
  path: string;
  title: string;
  systemName: string;
}

/** systemName → entries, newest first. */
export type HistoryStore = Record<string, HistoryEntry[]>;

export const HISTORY_LIMIT = 10;

/** R-VAL-1: an entry needs a systemName and a title other than 'index'. */
export function isRecordable(entry: Partial<HistoryEntry>): entry is HistoryEntry {
  return Boolean(entry.systemName) && Boolean(entry.path) && entry.title !== 'index';
}

export function addHistory(store: HistoryStore, entry: Partial<HistoryEntry>): HistoryStore {
  if (!isRecordable(entry)) return store;
  const list = store[entry.systemName] ?? [];
  if (list.some((item) => item.path === entry.path)) return store;
  const next = [{ path: entry.path, title: entry.title, systemName: entry.systemName }, ...list];
  return { ...store, [entry.systemName]: next.slice(0, HISTORY_LIMIT) };
}

export function removeHistory(store: HistoryStore, systemName: string, index: number): HistoryStore {
  const list = store[systemName];
  if (!list || index < 0 || index >= list.length) return store;
  const next = { ...store };
  const remaining = list.filter((_, i) => i !== index);
  if (remaining.length === 0) delete next[systemName];
  else next[systemName] = remaining;
  return next;
}

/** Clears one system, or every system when none is named. */
export function clearHistory(store: HistoryStore, systemName?: string): HistoryStore {
  if (systemName === undefined) return {};
  const next = { ...store };
  delete next[systemName];
  return next;
}

/** Reads what storage holds: the per-system object, or an old flat list folded into one. */
export function migrateHistory(raw: unknown): HistoryStore {
  if (Array.isArray(raw)) {
    let store: HistoryStore = {};
    // The flat list is newest first; add oldest first so the order survives addHistory's unshift.
    for (const entry of [...raw].reverse()) {
      if (typeof entry === 'object' && entry !== null) store = addHistory(store, entry as Partial<HistoryEntry>);
    }
    return store;
  }
  if (typeof raw === 'object' && raw !== null) return raw as HistoryStore;
  return {};
}

export interface HistoryBook {
  all(): HistoryStore;
  list(systemName: string): HistoryEntry[];
  add(entry: Partial<HistoryEntry>): void;
  remove(systemName: string, index: number): void;
  clear(systemName?: string): void;
}

/** History kept in storage under `history`; an old flat list found there is migrated and replaced. */
export function createHistoryBook(storage: AppStorage): HistoryBook {
  const read = (): HistoryStore => {
    const raw = storage.get('history');
    const store = migrateHistory(raw);
    if (Array.isArray(raw)) {
      storage.remove('history');
      storage.set('history', store);
    }
    return store;
  };
  const write = (store: HistoryStore): void => storage.set('history', store);
  return {
    all: read,
    list: (systemName) => read()[systemName] ?? [],
    add: (entry) => write(addHistory(read(), entry)),
    remove: (systemName, index) => write(removeHistory(read(), systemName, index)),
    clear: (systemName) => write(clearHistory(read(), systemName)),
  };
}
