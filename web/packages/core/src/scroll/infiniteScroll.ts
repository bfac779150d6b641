// Infinite scroll (R-CONST-6): when the list nears its end, `load` runs — at most once per
// `delay` (200 ms) and never while disabled or already loading. The sentinel observer's
// callbacks are settled for 50 ms before they count.

export const INFINITE_SCROLL_DELAY_MS = 200;
export const INFINITE_SCROLL_OBSERVER_DELAY_MS = 50;
/** Distance from the end, in pixels, at which the next page loads. */
export const INFINITE_SCROLL_DISTANCE_PX = 0;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export function nearEnd(m: ScrollMetrics, distance = INFINITE_SCROLL_DISTANCE_PX): boolean {
  return m.scrollHeight - m.scrollTop - m.clientHeight <= distance;
}

export interface InfiniteScrollOptions {
  load: () => void | Promise<void>;
  disabled?: () => boolean;
  delay?: number;
  distance?: number;
  /** Timer seam (tests pass fake timers through vitest instead). */
  now?: () => number;
}

export interface InfiniteScroll {
  /** Called on scroll: loads when near the end. */
  check(metrics: ScrollMetrics): void;
  /** Called by the sentinel observer (already settled for the observer delay). */
  trigger(): void;
  readonly loading: boolean;
}

export function createInfiniteScroll(options: InfiniteScrollOptions): InfiniteScroll {
  const delay = options.delay ?? INFINITE_SCROLL_DELAY_MS;
  const now = options.now ?? (() => Date.now());
  let last = -Infinity;
  let loading = false;
  const trigger = (): void => {
    if (loading || options.disabled?.()) return;
    const t = now();
    if (t - last < delay) return;
    last = t;
    const result = options.load();
    if (result && typeof (result as Promise<void>).then === 'function') {
      loading = true;
      void (result as Promise<void>).finally(() => {
        loading = false;
      });
    }
  };
  return {
    check(metrics) {
      if (nearEnd(metrics, options.distance)) trigger();
    },
    trigger,
    get loading() {
      return loading;
    },
  };
}

/** Wraps an observer callback so it fires only after the observer delay without a newer call. */
export function settle(fn: () => void, delay = INFINITE_SCROLL_OBSERVER_DELAY_MS): { call(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        fn();
      }, delay);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
