import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_OBSERVER_DELAY_MS, createInfiniteScroll, nearEnd, settle } from './infiniteScroll';

afterEach(() => vi.useRealTimers());

describe('infinite scroll', () => {
  it('R-CONST-6 uses a 200 ms delay and a 50 ms observer delay', () => {
    expect(INFINITE_SCROLL_DELAY_MS).toBe(200);
    expect(INFINITE_SCROLL_OBSERVER_DELAY_MS).toBe(50);
  });

  it('R-CONST-6 loads near the end at most once per 200 ms', () => {
    let t = 1000;
    const load = vi.fn();
    const scroll = createInfiniteScroll({ load, now: () => t });
    const end = { scrollTop: 600, clientHeight: 400, scrollHeight: 1000 };
    scroll.check({ scrollTop: 0, clientHeight: 400, scrollHeight: 1000 });
    expect(load).not.toHaveBeenCalled();
    scroll.check(end);
    scroll.check(end);
    t += 199;
    scroll.check(end);
    expect(load).toHaveBeenCalledTimes(1);
    t += 1;
    scroll.check(end);
    expect(load).toHaveBeenCalledTimes(2);
    expect(nearEnd({ scrollTop: 590, clientHeight: 400, scrollHeight: 1000 }, 10)).toBe(true);
  });

  it('R-CONST-6 does not load while disabled or while a load is running', async () => {
    let t = 0;
    let finish: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((r) => (finish = r)));
    let disabled = true;
    const scroll = createInfiniteScroll({ load, disabled: () => disabled, now: () => t });
    scroll.trigger();
    expect(load).not.toHaveBeenCalled();
    disabled = false;
    scroll.trigger();
    expect(scroll.loading).toBe(true);
    t += 500;
    scroll.trigger();
    expect(load).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    scroll.trigger();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('R-CONST-6 settles observer callbacks for 50 ms', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const s = settle(fn);
    s.call();
    vi.advanceTimersByTime(49);
    s.call();
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
