// Tests of the live update buffer: merging per vehicle and one hand-over per interval.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBuffer } from './updateBuffer';

afterEach(() => vi.useRealTimers());

describe('UpdateBuffer', () => {
  it('merges updates of one vehicle and hands over once per interval', () => {
    vi.useFakeTimers();
    const batches: Array<Map<number, string>> = [];
    const buffer = new UpdateBuffer<number, string>((b) => batches.push(b), 500);
    for (let i = 0; i < 1000; i += 1) buffer.push(i % 10, `v${i}`);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.size).toBe(10);
    expect(batches[0]?.get(3)).toBe('v993');
    vi.advanceTimersByTime(5000);
    expect(batches).toHaveLength(1);  // nothing new, nothing sent
  });

  it('flushes on demand and forgets everything when disposed', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const buffer = new UpdateBuffer<number, number>((b) => seen.push(...b.keys()), 1000);
    buffer.push(1, 1);
    buffer.flush();
    expect(seen).toEqual([1]);
    buffer.push(2, 2);
    buffer.dispose();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([1]);
  });

  it('without an interval hands over only when its owner flushes', () => {
    vi.useFakeTimers();
    const batches: Array<Map<number, number>> = [];
    const buffer = new UpdateBuffer<number, number>((b) => batches.push(b), null);
    buffer.push(1, 1);
    vi.advanceTimersByTime(60_000);
    expect(batches).toHaveLength(0);
    buffer.flush();
    expect(batches[0]?.get(1)).toBe(1);
  });
});
