// Tests of the per-system visited-page history.
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/storage';
import { addHistory, clearHistory, createHistoryBook, migrateHistory, removeHistory, type HistoryStore } from './history';

const e = (path: string, systemName = 'car', title = path) => ({ path, title, systemName });

describe('history', () => {
  beforeEach(() => localStorage.clear());

  it('R-HIST-1 R-ENT-2 puts a new entry at the front, per system, unless its path is already there', () => {
    let store: HistoryStore = {};
    store = addHistory(store, e('/car/a'));
    store = addHistory(store, e('/car/b'));
    store = addHistory(store, e('/data-report/x', 'data-report'));
    store = addHistory(store, e('/car/a', 'car', 'again'));
    expect(store.car?.map((x) => x.path)).toEqual(['/car/b', '/car/a']);
    expect(store['data-report']).toEqual([{ path: '/data-report/x', title: '/data-report/x', systemName: 'data-report' }]);
  });

  it('R-HIST-2 R-VAL-1 does not record entries titled index or without a systemName', () => {
    let store: HistoryStore = {};
    store = addHistory(store, { path: '/car/index', title: 'index', systemName: 'car' });
    store = addHistory(store, { path: '/car/a', title: 'A' });
    store = addHistory(store, { path: '/car/a', title: 'A', systemName: '' });
    expect(store).toEqual({});
  });

  it('R-HIST-3 trims each system to 10 entries, newest kept', () => {
    let store: HistoryStore = {};
    for (let i = 0; i < 12; i += 1) store = addHistory(store, e(`/car/${i}`));
    expect(store.car).toHaveLength(10);
    expect(store.car?.[0]?.path).toBe('/car/11');
    expect(store.car?.[9]?.path).toBe('/car/2');
  });

  it('R-HIST-4 removal by index drops the system key when its list becomes empty', () => {
    let store: HistoryStore = addHistory(addHistory({}, e('/car/a')), e('/car/b'));
    store = removeHistory(store, 'car', 0);
    expect(store.car?.map((x) => x.path)).toEqual(['/car/a']);
    store = removeHistory(store, 'car', 0);
    expect('car' in store).toBe(false);
    expect(removeHistory(store, 'car', 0)).toBe(store);
  });

  it('R-HIST-5 clears one system or all', () => {
    const store = addHistory(addHistory({}, e('/car/a')), e('/pet/a', 'pet'));
    expect(Object.keys(clearHistory(store, 'car'))).toEqual(['pet']);
    expect(clearHistory(store)).toEqual({});
  });

  it('R-HIST-6 migrates an old flat list into the per-system form and deletes the flat list', () => {
    const storage = createStorage('main');
    localStorage.setItem(
      'main_history',
      JSON.stringify([e('/car/new'), e('/pet/x', 'pet'), e('/car/old'), { path: '/nosys', title: 't' }]),
    );
    const book = createHistoryBook(storage);
    expect(book.list('car').map((x) => x.path)).toEqual(['/car/new', '/car/old']);
    expect(book.list('pet')).toHaveLength(1);
    const stored = JSON.parse(localStorage.getItem('main_history') ?? 'null') as unknown;
    expect(Array.isArray(stored)).toBe(false);
    expect(Object.keys(stored as object).sort()).toEqual(['car', 'pet']);
    expect(migrateHistory(undefined)).toEqual({});
  });

  it('the storage-backed book adds, removes and clears', () => {
    const book = createHistoryBook(createStorage('main'));
    book.add(e('/car/a'));
    book.add(e('/car/b'));
    book.remove('car', 1);
    expect(book.list('car').map((x) => x.path)).toEqual(['/car/b']);
    book.clear();
    expect(book.all()).toEqual({});
  });
});
