// Pixels per design pixel of the element the screen fills, followed as it is resized.
import { useEffect, useState, type RefObject } from 'react';
import { screenUnit } from './screenModel';

export function useScreenUnit(ref: RefObject<HTMLElement | null>): number {
  const [unit, setUnit] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setUnit(screenUnit(el.clientWidth, el.clientHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return unit;
}
