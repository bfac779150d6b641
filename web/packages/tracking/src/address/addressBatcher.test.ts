// Tests of the address batching and cache (R-ADDR-1, R-ADDR-3, R-ADDR-4, R-ERR-6).
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_FAILED, AddressBatcher, type AddressQuery } from './addressBatcher';

const answerAll = (batch: AddressQuery[]) =>
  Promise.resolve(batch.map((q) => ({ index: q.index, address: `地址${q.lon.toFixed(3)}` })));

describe('AddressBatcher', () => {
  it('R-ADDR-1 R-ENT-3 sends items {lon, lat, mac, index} and maps each {index, address} answer back', async () => {
    const fetch = vi.fn((batch: AddressQuery[]) => Promise.resolve([...batch].reverse().map((q) => ({ index: q.index, address: `A${q.index}` }))));
    const b = new AddressBatcher(fetch);
    const [x, y] = await Promise.all([b.lookup(116.1, 39.1), b.lookup(116.2, 39.2)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toEqual([
      { lon: 116.1, lat: 39.1, mac: '', index: 0 },
      { lon: 116.2, lat: 39.2, mac: '', index: 1 },
    ]);
    expect([x, y]).toEqual(['A0', 'A1']);
  });

  it('R-ADDR-1 issue 30 marks an address the server placed only in its district', async () => {
    const b = new AddressBatcher((batch) =>
      Promise.resolve([
        { index: batch[0]!.index, address: '广东省深圳市南山区', level: 'district' },
        { index: batch[1]!.index, address: '广东省深圳市南山区科技南路', level: 'street' },
        { index: batch[2]!.index, address: ADDRESS_FAILED, level: 'district' },
      ]),
    );
    const got = await Promise.all([b.lookup(113.93, 22.54), b.lookup(113.94, 22.54), b.lookup(125, 20)]);
    expect(got).toEqual(['广东省深圳市南山区（仅到区县）', '广东省深圳市南山区科技南路', ADDRESS_FAILED]);
  });

  it('R-ADDR-3 sends at most 50 points per request', async () => {
    const fetch = vi.fn(answerAll);
    const b = new AddressBatcher(fetch);
    await Promise.all(Array.from({ length: 120 }, (_, i) => b.lookup(100 + i / 100, 30)));
    expect(fetch.mock.calls.map((c) => c[0].length)).toEqual([50, 50, 20]);
  });

  it('R-ADDR-4 answers from the cache and clears it above 1000 entries', async () => {
    const fetch = vi.fn(answerAll);
    const b = new AddressBatcher(fetch);
    await b.lookup(116.5, 39.5);
    await b.lookup(116.5, 39.5);
    expect(fetch).toHaveBeenCalledTimes(1);
    await Promise.all(Array.from({ length: 1000 }, (_, i) => b.lookup(70 + i / 1000, 20)));
    expect(b.cacheSize).toBeLessThanOrEqual(1000);
    expect(b.cacheSize).toBeLessThan(1001);
    // The first entry was dropped with the clear: asking again goes to the server.
    const calls = fetch.mock.calls.length;
    await b.lookup(116.5, 39.5);
    expect(fetch.mock.calls.length).toBe(calls + 1);
  });

  it('R-ERR-6 a failure, an empty result or the empty-list string gives 获取位置失败 and is not cached', async () => {
    const failing = new AddressBatcher(() => Promise.reject(new Error('网络异常')));
    expect(await failing.lookup(1, 2)).toBe(ADDRESS_FAILED);
    const empty = new AddressBatcher(() => Promise.resolve([]));
    expect(await empty.lookup(1, 2)).toBe(ADDRESS_FAILED);
    const literal = new AddressBatcher(() => Promise.resolve('[]'));
    expect(await literal.lookup(1, 2)).toBe(ADDRESS_FAILED);
    const blank = new AddressBatcher(() => Promise.resolve([{ index: 0, address: '' }]));
    expect(await blank.lookup(1, 2)).toBe(ADDRESS_FAILED);
    expect(blank.cacheSize).toBe(0);
  });
});
