// Tests of the page-scale function and the progress-bar settings.
import { describe, expect, it } from 'vitest';
import { PROGRESS_OPTIONS } from './progress';
import { computeScale } from './scale';

describe('page scale', () => {
  it('R-ROUTE-11 scales relative to 1366×768, clamped to 0.5–1', () => {
    expect(computeScale(1366, 768)).toBe(1);
    expect(computeScale(1920, 1080)).toBe(1);
    expect(computeScale(1024, 768)).toBeCloseTo(1024 / 1366);
    expect(computeScale(1366, 576)).toBeCloseTo(0.75);
    expect(computeScale(683, 384)).toBe(0.5);
    expect(computeScale(320, 240)).toBe(0.5);
    expect(computeScale(0, 0)).toBe(1);
  });
});

describe('progress bar', () => {
  it('R-ROUTE-12 runs with minimum 0.3, speed 500, trickle 200 and easing ease', () => {
    expect(PROGRESS_OPTIONS).toMatchObject({ minimum: 0.3, speed: 500, trickleSpeed: 200, easing: 'ease' });
  });
});
