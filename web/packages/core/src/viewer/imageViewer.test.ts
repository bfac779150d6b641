import { describe, expect, it } from 'vitest';
import { IMAGE_VIEWER_ZOOM_RATE, closes, openViewer, rotate, step, zoomIn, zoomOut } from './imageViewer';

describe('image viewer', () => {
  it('R-DLG-3 opens at the initial index of the url list', () => {
    expect(openViewer(['a', 'b', 'c'], 2)).toMatchObject({ urls: ['a', 'b', 'c'], index: 2, scale: 1 });
    expect(openViewer(['a', 'b'], 9).index).toBe(1);
    expect(openViewer(['a', 'b'], -1).index).toBe(0);
  });

  it('R-DLG-3 zooms by a rate of 1.2', () => {
    expect(IMAGE_VIEWER_ZOOM_RATE).toBe(1.2);
    const s = zoomIn(zoomIn(openViewer(['a'])));
    expect(s.scale).toBeCloseTo(1.44);
    expect(zoomOut(s).scale).toBeCloseTo(1.2);
    expect(rotate(rotate(rotate(rotate(s)))).rotation).toBe(0);
  });

  it('R-DLG-3 a backdrop click closes, Escape does not', () => {
    expect(closes('backdrop')).toBe(true);
    expect(closes('escape')).toBe(false);
    expect(closes('button')).toBe(true);
  });

  it('R-DLG-3 steps through the list, wrapping, and resets the zoom', () => {
    const s = zoomIn(openViewer(['a', 'b', 'c'], 2));
    expect(step(s, 1)).toMatchObject({ index: 0, scale: 1 });
    expect(step(openViewer(['a', 'b', 'c'], 0), -1).index).toBe(2);
  });
});
