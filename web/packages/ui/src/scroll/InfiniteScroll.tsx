// A scrolling list that loads its next page near the end (R-CONST-6): on scroll (at most once per
// 200 ms) and when a sentinel at the end becomes visible (settled for 50 ms).
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { createInfiniteScroll, settle, type InfiniteScroll as ScrollHelper } from '@chelian/core';

export interface InfiniteScrollProps {
  children: ReactNode;
  loadMore: () => void | Promise<void>;
  /** No more pages, or loading is not allowed now. */
  disabled?: boolean;
  distance?: number;
  style?: CSSProperties;
  className?: string;
}

export function InfiniteScroll({ children, loadMore, disabled = false, distance = 0, style, className }: InfiniteScrollProps) {
  // The latest props, for the scroll helper's callbacks (set after each render, read on scroll).
  const latest = useRef({ loadMore, disabled });
  useLayoutEffect(() => {
    latest.current = { loadMore, disabled };
  });
  const sentinel = useRef<HTMLDivElement>(null);
  // Made in the effect (one per distance), read by the scroll handler and the sentinel's observer.
  const scroll = useRef<ScrollHelper | null>(null);
  useEffect(() => {
    const helper = createInfiniteScroll({ load: () => latest.current.loadMore(), disabled: () => latest.current.disabled, distance });
    scroll.current = helper;
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const settled = settle(() => helper.trigger());
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) settled.call();
    });
    observer.observe(el);
    return () => {
      settled.cancel();
      observer.disconnect();
    };
  }, [distance]);
  return (
    <div
      className={className}
      style={{ overflowY: 'auto', ...style }}
      onScroll={(e) => {
        const t = e.currentTarget;
        scroll.current?.check({ scrollTop: t.scrollTop, clientHeight: t.clientHeight, scrollHeight: t.scrollHeight });
      }}
    >
      {children}
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
    </div>
  );
}
