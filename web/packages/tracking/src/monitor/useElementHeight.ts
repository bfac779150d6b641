// The height of an element as it is laid out, followed as it resizes (virtual lists need a number).
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useElementHeight<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const ro = new ResizeObserver(() => setHeight(el.clientHeight || fallback));
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, height];
}
