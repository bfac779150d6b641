// Scales the whole page to the window (R-ROUTE-11): CSS zoom on the root element, which is sized so
// that, zoomed, it fills the viewport exactly.
import { useEffect } from 'react';
import { computeScale } from '@chelian/core';

export function applyScale(root: HTMLElement, width: number, height: number): number {
  const scale = computeScale(width, height);
  root.style.setProperty('zoom', String(scale));
  root.style.width = `${width / scale}px`;
  root.style.height = `${height / scale}px`;
  return scale;
}

export function useWindowScale(rootId = 'root'): void {
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return undefined;
    const update = (): void => {
      applyScale(root, window.innerWidth, window.innerHeight);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [rootId]);
}
