// The monitor's map side waits for the list's first rows (issue 28): shown in the task after the
// frame that draws them, or after the longest wait when no rows come.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShownAfter } from './useShownAfter';

describe('useShownAfter', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('is hidden until the frame after ready, and shown in the task after that frame', () => {
    const { result, rerender } = renderHook(({ ready }) => useShownAfter(ready, 1000), { initialProps: { ready: false } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is shown after the longest wait when ready never comes, and stays shown', () => {
    const { result, rerender } = renderHook(({ ready }) => useShownAfter(ready, 400), { initialProps: { ready: false } });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ ready: true });
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('does not count the wait from the start again when ready comes first', () => {
    const { result, rerender } = renderHook(({ ready }) => useShownAfter(ready, 400), { initialProps: { ready: true } });
    rerender({ ready: true });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
