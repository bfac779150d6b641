// Tests of applying the page scale to the root element.
import { describe, expect, it } from 'vitest';
import { applyScale } from './useWindowScale';

describe('page scale on the root', () => {
  it('R-ROUTE-11 zooms the root and sizes it so the zoomed page fills the window', () => {
    const root = document.createElement('div');
    expect(applyScale(root, 1024, 768)).toBeCloseTo(1024 / 1366);
    expect(Number(root.style.getPropertyValue('zoom'))).toBeCloseTo(1024 / 1366);
    expect(parseFloat(root.style.width)).toBeCloseTo(1366);
    expect(parseFloat(root.style.height)).toBeCloseTo(1024.5);
    expect(applyScale(root, 1920, 1080)).toBe(1);
    expect(root.style.width).toBe('1920px');
    expect(applyScale(root, 400, 300)).toBe(0.5);
    expect(root.style.height).toBe('600px');
  });
});
