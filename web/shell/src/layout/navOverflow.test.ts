// The header's navigation overflow: what fits stays in the bar, the rest goes to 更多.
import { describe, expect, it } from 'vitest';
import { visibleNavCount } from './navOverflow';

describe('visibleNavCount', () => {
  it('shows every entry when they all fit', () => {
    expect(visibleNavCount([60, 90, 90, 110], 350, 70)).toBe(4);
    expect(visibleNavCount([0, 0, 0], 0, 0)).toBe(3);
  });

  it('keeps room for 更多 once something must move there (#30 item 7)', () => {
    // 350 would hold the first three (240), but with 更多 (70) only two fit: 60 + 90 + 70 = 220 ≤ 230 < 310.
    expect(visibleNavCount([60, 90, 90, 110], 230, 70)).toBe(2);
    expect(visibleNavCount([60, 90, 90, 110], 349, 70)).toBe(3);
  });

  it('always leaves 首页 in the bar', () => {
    expect(visibleNavCount([60, 90, 90], 10, 70)).toBe(1);
  });
});
