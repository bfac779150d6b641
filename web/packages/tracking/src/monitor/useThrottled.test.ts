// The throttle between the monitor's vehicles and its map (issue 28): the first change goes through
// at once, later ones at most once per interval with the latest value.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './useThrottled';

describe('useThrottled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first change at once however soon after the first render, then one change per interval', () => {
    const { result, rerender } = renderHook(({ v }) => useThrottled(v, 2000), { initialProps: { v: 'empty' } });
    expect(result.current).toBe('empty');
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'loaded' });
    expect(result.current).toBe('loaded');
    rerender({ v: 'tick 1' });
    rerender({ v: 'tick 2' });
    expect(result.current).toBe('loaded');
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe('loaded');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('tick 2');
  });

  it('returns the first change from the render that brings it, not one render later', () => {
    const seen: Array<[string, string]> = [];
    const { rerender } = renderHook(({ v }) => {
      const shown = useThrottled(v, 2000);
      seen.push([v, shown]);
      return shown;
    }, { initialProps: { v: 'empty' } });
    rerender({ v: 'loaded' });
    expect(seen.filter(([v]) => v === 'loaded').every(([, shown]) => shown === 'loaded')).toBe(true);
    // Later changes still wait for the interval.
    rerender({ v: 'tick' });
    expect(seen.at(-1)).toEqual(['tick', 'loaded']);
  });

  it('starts no interval when only the interval changes (the fleet grows while it loads)', () => {
    const { result, rerender } = renderHook(({ v, ms }) => useThrottled(v, ms), { initialProps: { v: 'empty', ms: 0 } });
    rerender({ v: 'empty', ms: 2000 });
    rerender({ v: 'empty', ms: 5000 });
    rerender({ v: 'loaded', ms: 5000 });
    expect(result.current).toBe('loaded');
  });

  it('passes every change through with no interval', () => {
    const { result, rerender } = renderHook(({ v }) => useThrottled(v, 0), { initialProps: { v: 1 } });
    rerender({ v: 2 });
    rerender({ v: 3 });
    expect(result.current).toBe(3);
  });
});
