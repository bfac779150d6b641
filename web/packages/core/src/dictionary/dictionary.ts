// The dictionary of codes and labels (/car/v4/api/system/dictionary/list.json), loaded once per
// session and cached in storage under `dictionary` (cleared by logout, R-SESS-3).
import type { AppStorage } from '../storage/storage';
import type { DictionaryItem } from '../services/centerApi';

/** dictType → items in their order. */
export type DictionaryMap = Record<string, DictionaryItem[]>;

export function groupDictionary(items: readonly DictionaryItem[]): DictionaryMap {
  const map: DictionaryMap = {};
  for (const item of items) (map[item.dictType] ??= []).push(item);
  for (const list of Object.values(map)) list.sort((a, b) => a.sort - b.sort);
  return map;
}

export function dictionaryLabel(map: DictionaryMap, dictType: string, code: string | number): string {
  return map[dictType]?.find((i) => i.code === String(code))?.label ?? String(code);
}

function isDictionaryMap(value: unknown): value is DictionaryMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface DictionaryCache {
  /** The cached map, else the server's (then cached). */
  load(): Promise<DictionaryMap>;
  cached(): DictionaryMap | undefined;
}

export function createDictionaryCache(storage: AppStorage, fetchAll: () => Promise<DictionaryItem[]>): DictionaryCache {
  let pending: Promise<DictionaryMap> | undefined;
  const cached = (): DictionaryMap | undefined => {
    const stored = storage.get('dictionary');
    return isDictionaryMap(stored) && Object.keys(stored).length > 0 ? stored : undefined;
  };
  return {
    cached,
    load() {
      const hit = cached();
      if (hit) return Promise.resolve(hit);
      pending ??= fetchAll()
        .then((items) => {
          const map = groupDictionary(items);
          storage.set('dictionary', map);
          return map;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}
