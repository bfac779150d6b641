// Parts of a page that may wait (issue 28): a monitor's map side is mounted once its first rows are
// on screen, after the frame that shows them, or after `maxWaitMs` when no rows come that soon.
import { useEffect, useState } from 'react';

/** The longest a monitor's map side waits for the list's first rows (a large account's first page). */
const MAP_SIDE_WAIT_MS = 250;

export function useShownAfter(ready: boolean, maxWaitMs = MAP_SIDE_WAIT_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    if (!ready) {
      const timer = setTimeout(() => setShown(true), maxWaitMs);
      return () => clearTimeout(timer);
    }
    // The rows are committed: the next frame draws them, and the wait ends in the task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown, maxWaitMs]);
  return shown;
}
