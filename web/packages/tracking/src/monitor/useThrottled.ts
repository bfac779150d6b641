// A value that follows `value` at most once per `intervalMs` (the latest value wins).
import { useEffect, useRef, useState } from 'react';

export function useThrottled<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = last.current + intervalMs - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      setShown(value);
      return undefined;
    }
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return shown;
}
