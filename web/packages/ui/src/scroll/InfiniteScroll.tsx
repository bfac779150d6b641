// A scrolling list that loads its next page near the end (R-CONST-6): on scroll (at most once per
// 200 ms) and when a sentinel at the end becomes visible (settled for 50 ms).
import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { createInfiniteScroll, settle } from '@chelian/core';

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
  const latest = useRef({ loadMore, disabled });
  latest.current = { loadMore, disabled };
  const scroll = useMemo(
    () => createInfiniteScroll({ load: () => latest.current.loadMore(), disabled: () => latest.current.disabled, distance }),
    [distance],
  );
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const settled = settle(() => scroll.trigger());
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) settled.call();
    });
    observer.observe(el);
    return () => {
      settled.cancel();
      observer.disconnect();
    };
  }, [scroll]);
  return (
    <div
      className={className}
      style={{ overflowY: 'auto', ...style }}
      onScroll={(e) => {
        const t = e.currentTarget;
        scroll.check({ scrollTop: t.scrollTop, clientHeight: t.clientHeight, scrollHeight: t.scrollHeight });
      }}
    >
      {children}
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
    </div>
  );
}
