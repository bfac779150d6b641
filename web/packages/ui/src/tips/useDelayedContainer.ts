// Where a tip (alarm tip, download tip) renders: the document body first, then — after 1 s
// (R-CONST-2), once the layout has settled — the element with `containerId`, if it exists.
import { useEffect, useState } from 'react';

export const TIP_REPARENT_DELAY_MS = 1000;

export function useDelayedContainer(containerId: string, delay = TIP_REPARENT_DELAY_MS): HTMLElement {
  const [container, setContainer] = useState<HTMLElement>(() => document.body);
  useEffect(() => {
    const timer = setTimeout(() => setContainer(document.getElementById(containerId) ?? document.body), delay);
    return () => clearTimeout(timer);
  }, [containerId, delay]);
  return container;
}
