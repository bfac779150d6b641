import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../storage/storage';
import { clearOnLogout } from '../session/session';
import { createDictionaryCache, dictionaryLabel, groupDictionary } from './dictionary';

const items = [
  { dictType: 'exportStatus', code: '2', label: '导出中', sort: 2 },
  { dictType: 'exportStatus', code: '1', label: '等待', sort: 1 },
  { dictType: 'iconType', code: '0', label: '汽车', sort: 0 },
];

beforeEach(() => window.localStorage.clear());

describe('dictionary', () => {
  it('groups items by type in their order and finds labels', () => {
    const map = groupDictionary(items);
    expect(map.exportStatus?.map((i) => i.label)).toEqual(['等待', '导出中']);
    expect(dictionaryLabel(map, 'exportStatus', 2)).toBe('导出中');
    expect(dictionaryLabel(map, 'exportStatus', 9)).toBe('9');
  });

  it('R-STORE-2 loads once and caches in dictionary; R-SESS-3 logout clears it', async () => {
    const storage = createStorage('main');
    const fetchAll = vi.fn(() => Promise.resolve(items));
    const cache = createDictionaryCache(storage, fetchAll);
    const [a, b] = await Promise.all([cache.load(), cache.load()]);
    expect(a).toBe(b);
    await cache.load();
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem('main_dictionary') ?? '{}').iconType[0].label).toBe('汽车');
    clearOnLogout(storage);
    expect(cache.cached()).toBeUndefined();
    await cache.load();
    expect(fetchAll).toHaveBeenCalledTimes(2);
  });
});
