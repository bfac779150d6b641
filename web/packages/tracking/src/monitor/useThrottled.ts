// A value that follows `value` at most once per `intervalMs` (the latest value wins). Only a shown
// change starts an interval: the first render's value and a change of the interval alone do not, so the
// monitor's map gets the first whole load at once, in the render that brings it (issue 28: it waited
// up to an interval).
import { useEffect, useRef, useState } from 'react';

export function useThrottled<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const [changed, setChanged] = useState(false);
  const last = useRef({ value, at: Number.NEGATIVE_INFINITY });
  // The first change is shown by the render that brings it (React renders again at once, before the
  // children), not after a paint and an effect: the monitor's map gets the whole load a render sooner.
  const firstChange = !changed && !Object.is(value, shown);
  if (firstChange) {
    setChanged(true);
    setShown(value);
  }
  useEffect(() => {
    if (Object.is(value, last.current.value)) return undefined;
    const show = () => {
      last.current = { value, at: Date.now() };
      setShown(value);
    };
    const wait = last.current.at + intervalMs - Date.now();
    if (wait <= 0) {
      show();
      return undefined;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return firstChange ? value : shown;
}
